import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, buildTestApp, type TestContext } from '../../test/app.ts';
import { buildCity, buildUserGuide } from '../../test/factories.ts';

let ctx: TestContext;
let cityId: number;
let tourSecond: number;
let tourFirst: number;
let faq: number;
beforeAll(async () => {
  ctx = await buildTestApp();
  cityId = (await buildCity(ctx.db)).id;
  tourSecond = (
    await buildUserGuide(ctx.db, cityId, {
      section: 'tour',
      position: 2,
      title_en: 'Tour two',
      title_ar: 'الجولة الثانية',
    })
  ).id;
  tourFirst = (
    await buildUserGuide(ctx.db, cityId, {
      section: 'tour',
      position: 1,
      title_en: 'Tour one',
      title_ar: 'الجولة الأولى',
    })
  ).id;
  faq = (
    await buildUserGuide(ctx.db, cityId, {
      section: 'faq',
      title_en: 'Is it free?',
      title_ar: 'هل هو مجاني؟',
      body_en: '<p>Yes, <strong>free</strong>.<script>alert(1)</script></p><img src="x" onerror="alert(1)">',
      body_ar: '<p>نعم، <strong>مجاني</strong>.</p>',
    })
  ).id;
});
afterAll(() => ctx.close());

describe('GET user-guides', () => {
  it('groups every entry by section in the fixed section order, by position', async () => {
    const res = await ctx.app.inject(api('user-guides', 'en', cityId));
    expect(res.statusCode).toBe(200);
    const sections = res.json().data.sections as Array<{ section: string; items: Array<{ id: number }> }>;
    expect(sections.map((s) => s.section)).toEqual(['how_to_use', 'faq', 'general_tips', 'tour']);
    expect(sections[3].items.map((i) => i.id)).toEqual([tourFirst, tourSecond]);
    expect(sections[1].items[0]).toMatchObject({
      id: faq,
      title: 'Is it free?',
      excerpt: 'Yes, free.',
      section: 'faq',
    });
    expect(sections[0].items).toEqual([]);
  });

  it('filters one section and speaks the path language', async () => {
    const res = await ctx.app.inject(api('user-guides?section=tour', 'ar', cityId));
    const sections = res.json().data.sections;
    expect(sections).toHaveLength(1);
    expect(sections[0].items.map((i: { title: string }) => i.title)).toEqual([
      'الجولة الأولى',
      'الجولة الثانية',
    ]);
  });

  it('rejects an unknown section with a translated message', async () => {
    const res = await ctx.app.inject(api('user-guides?section=recipes', 'ar', cityId));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      issues: [{ path: 'section', code: 'validation.guideSectionInvalid' }],
    });
    expect(res.json().issues[0].message).toContain('اختر قسماً');
  });

  it('rejects an unknown city and language', async () => {
    expect((await ctx.app.inject(api('user-guides', 'en', 987654321))).json().code).toBe('CITY_NOT_FOUND');
    expect((await ctx.app.inject(api('user-guides', 'de' as 'en', cityId))).json().code).toBe('BAD_LANGUAGE');
  });
});

describe('GET user-guides/:id', () => {
  it('returns the entry with a sanitised body and its section siblings', async () => {
    const res = await ctx.app.inject(api(`user-guides/${tourFirst}`, 'en', cityId));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: tourFirst,
      section: 'tour',
      title: 'Tour one',
      siblings: [{ id: tourSecond }],
    });
    const body = (await ctx.app.inject(api(`user-guides/${faq}`, 'en', cityId))).json().data.body;
    expect(body).toContain('<strong>free</strong>');
    expect(body).not.toMatch(/script|onerror/);
  });

  it('answers NOT_FOUND for an unknown id and VALIDATION_FAILED for a bad one', async () => {
    const missing = await ctx.app.inject(api('user-guides/2147483000', 'ar', cityId));
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'NOT_FOUND', message: 'غير موجود.' });
    const bad = await ctx.app.inject(api('user-guides/abc', 'en', cityId));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues[0].code).toBe('validation.idInvalid');
  });
});
