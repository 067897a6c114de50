import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, buildTestApp, type TestContext } from '../../test/app.ts';
import { buildCategory, buildCity } from '../../test/factories.ts';

let ctx: TestContext;
let cityId: number;
beforeAll(async () => {
  ctx = await buildTestApp();
  cityId = (await buildCity(ctx.db)).id;
  const add = async (
    kind: 'shops' | 'service' | 'market',
    en: string,
    ar: string,
    parent: number | null,
    position = 0,
  ) =>
    (await buildCategory(ctx.db, cityId, { parent_id: parent, kind, name_en: en, name_ar: ar, position })).id;
  const food = await add('shops', 'Food', 'طعام', null);
  await add('shops', 'Halal Butchers', 'ملاحم حلال', food, 0);
  await add('shops', 'Bakeries & Sweets', 'مخابز وحلويات', food, 1);
  const pro = await add('service', 'Professional', 'مهنية', null);
  await add('service', 'Lawyers', 'محامون', pro);
  await add('market', 'Cars', 'سيارات', null);
});
afterAll(async () => {
  await ctx.db.deleteFrom('cities').where('id', '=', cityId).execute();
  await ctx.close();
});

describe('GET categories', () => {
  it('lists shop main categories with their sub-categories in order', async () => {
    const res = await ctx.app.inject(`${api('categories', 'en', cityId)}?type=shops`);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({ name: 'Food', type: 'shops' });
    expect(data[0].sub_categories.map((s: { name: string }) => s.name)).toEqual([
      'Halal Butchers',
      'Bakeries & Sweets',
    ]);
    expect(data[0].sub_categories[0]).toMatchObject({ id: expect.any(Number), type: 'shops' });
  });

  it('lists service categories in Arabic', async () => {
    const { data } = (await ctx.app.inject(`${api('categories', 'ar', cityId)}?type=service`)).json();
    expect(data.map((c: { name: string }) => c.name)).toEqual(['مهنية']);
    expect(data[0].sub_categories[0].name).toBe('محامون');
  });

  it('lists shops and services (never other kinds) without a type', async () => {
    const { data } = (await ctx.app.inject(api('categories', 'en', cityId))).json();
    expect(data.map((c: { name: string }) => c.name).sort()).toEqual(['Food', 'Professional']);
  });

  it('refuses an unknown type with a translated 400', async () => {
    const res = await ctx.app.inject(`${api('categories', 'ar', cityId)}?type=cars`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: 'بعض الحقول تحتاج إلى مراجعتك.' });
  });

  it('refuses a wrong language and an unknown city', async () => {
    expect((await ctx.app.inject(api('categories', 'de' as 'en', cityId))).statusCode).toBe(404);
    expect((await ctx.app.inject(api('categories', 'en', 999_998))).json().code).toBe('CITY_NOT_FOUND');
  });
});
