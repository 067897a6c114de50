import { describe, expect, it } from 'vitest';
import { buildListing, buildUser } from '../../test/factories.ts';
import { setUpWebTestApp, fieldError, formPost, pageRequest } from '../../test/web-app.ts';

/**
 * The owner's 'update hours' page (/my-business/:id/hours) and its form's action
 * (/actions/business-hours) as a browser without JavaScript uses them: the week and the special
 * periods change without review, only for the owner or a moderator, and bad hours come back with
 * their message under their field and change nothing. Through the real app and its build.
 */
const web = setUpWebTestApp();

const days = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

/** The form as the page sends it: every day, one special period and the spare, empty row. */
function hoursForm(id: number, change: Record<string, string> = {}): Array<[string, string]> {
  const fields: Record<string, string> = {
    id: String(id),
    ...Object.fromEntries(
      days.flatMap((day) => [
        [`hours.${day}.mode`, day === 'sunday' ? 'closed' : 'hours'],
        [`hours.${day}.opens`, '10:00'],
        [`hours.${day}.closes`, day === 'friday' ? '01:00' : '20:00'],
      ]),
    ),
    'special_hours.0.from': '2027-03-10',
    'special_hours.0.to': '2027-03-12',
    'special_hours.0.label': 'Eid al-Fitr',
    'special_hours.0.mode': 'closed',
    'special_hours.0.opens': '',
    'special_hours.0.closes': '',
    'special_hours.1.from': '',
    'special_hours.1.to': '',
    'special_hours.1.label': '',
    'special_hours.1.mode': 'closed',
    ...change,
  };
  return Object.entries(fields);
}

/** A plain form post that follows nothing: its redirect says where the browser goes next. */
const post = (fields: Array<[string, string]>, options: { token?: string; lang?: 'en' | 'ar' } = {}) => {
  const request = formPost('/actions/business-hours', fields, {
    lang: options.lang,
    cookie: options.token ? `jaliya_session=${options.token}` : undefined,
  });
  return web.ctx.app.inject({ ...request, headers: { ...request.headers, accept: 'text/html' } });
};
/** A page as the browser asks for it, with the one-shot outcome cookie a redirect set, if any. */
const page = (url: string, options: { token?: string; lang?: 'en' | 'ar'; flash?: string } = {}) => {
  const request = pageRequest(url, options);
  if (options.flash) request.headers.cookie += `; ${options.flash}`;
  return web.ctx.app.inject(request);
};
const rowOf = (id: number) =>
  web.ctx.db.selectFrom('listings').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('the update-hours page', () => {
  it("saves the owner's week and special periods without review: published stays published", async () => {
    const owner = await buildUser(web.ctx.db);
    const business = await buildListing(web.ctx.db, 'business', web.cityId, { ownerId: owner.id });
    const before = await rowOf(business.id);
    const path = `/my-business/${business.id}/hours`;

    const shown = await page(path, { token: owner.token });
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain('Update hours');
    expect(shown.body).toContain('does not send your business back for review');

    const res = await post(hoursForm(business.id), { token: owner.token });
    expect(res.statusCode, fieldError(res.body, 'hours.monday') ?? res.body.slice(0, 200)).toBe(302);
    expect(res.headers.location).toBe(`${path}?done=saved`);
    const after = await rowOf(business.id);
    expect(after.status).toBe('published');
    expect(after.published_at).toEqual(before.published_at);
    expect(after.published_snapshot).toBeNull();
    expect(after.attributes).toMatchObject({
      hours: {
        monday: { mode: 'hours', opens: '10:00', closes: '20:00' },
        friday: { mode: 'hours', opens: '10:00', closes: '01:00' },
        sunday: { mode: 'closed' },
      },
      // the spare empty row is no period
      special_hours: [{ from: '2027-03-10', to: '2027-03-12', label: 'Eid al-Fitr', mode: 'closed' }],
    });
    // everything but the hours as it was
    expect({ ...(after.attributes as object), hours: null, special_hours: null }).toEqual({
      ...(before.attributes as object),
      hours: null,
      special_hours: null,
    });
    const flash = String(res.headers['set-cookie']).split(';')[0];
    const saved = await page(`${path}?done=saved`, { token: owner.token, lang: 'ar', flash });
    expect(saved.body).toContain('تم حفظ ساعات العمل.');
    // said once: the page after a refresh does not say it again
    expect((await page(`${path}?done=saved`, { token: owner.token, lang: 'ar' })).body).not.toContain(
      'تم حفظ ساعات العمل.',
    );
    expect(saved.body).toMatch(/name="special_hours\.0\.label"[^>]*value="Eid al-Fitr"/);
  });

  it('refuses bad hours with the message under the day and the period, keeping what was typed, changing nothing', async () => {
    const owner = await buildUser(web.ctx.db);
    const business = await buildListing(web.ctx.db, 'business', web.cityId, { ownerId: owner.id });
    const before = await rowOf(business.id);
    const path = `/my-business/${business.id}/hours`;
    const res = await post(
      hoursForm(business.id, {
        'hours.tuesday.opens': '09:00',
        'hours.tuesday.closes': '09:00',
        'special_hours.0.to': '2027-03-01',
      }),
      { token: owner.token, lang: 'ar' },
    );
    expect(res.statusCode).toBe(302);
    const back = String(res.headers.location);
    expect(back.startsWith(`${path}?failed=invalid&`)).toBe(true);
    expect(await rowOf(business.id)).toEqual(before);

    const shown = await page(back.replace(/#.*$/, ''), { token: owner.token, lang: 'ar' });
    expect(shown.statusCode).toBe(200);
    expect(fieldError(shown.body, 'hours.tuesday.mode')).toBe(
      'يجب أن يختلف وقت الفتح عن وقت الإغلاق (أو اختر مفتوح 24 ساعة)',
    );
    expect(fieldError(shown.body, 'special_hours.0.row')).toBe(
      'يجب أن يكون تاريخ النهاية في يوم البداية أو بعده',
    );
    // what was typed is shown again, not the stored hours
    expect(shown.body).toMatch(/name="special_hours\.0\.to"[^>]*value="2027-03-01"/);
    // a crafted link shows only our own messages
    const crafted = await page(`${path}?failed=invalid&e.hours.monday=Call+0800+SCAM`, {
      token: owner.token,
    });
    expect(crafted.body).not.toContain('SCAM');
  });

  it('lets a moderator correct the hours; refuses a stranger (403) and sends a guest to log in', async () => {
    const owner = await buildUser(web.ctx.db);
    const business = await buildListing(web.ctx.db, 'business', web.cityId, { ownerId: owner.id });
    const before = await rowOf(business.id);
    const path = `/my-business/${business.id}/hours`;

    const stranger = await buildUser(web.ctx.db);
    const strangerPage = await page(path, { token: stranger.token });
    expect(strangerPage.statusCode).toBe(403);
    expect(strangerPage.body).toContain('Only the owner of this business can change its hours.');
    const strangerPost = await post(hoursForm(business.id), { token: stranger.token });
    expect(strangerPost.statusCode).toBe(302);
    expect(strangerPost.headers.location).toBe('/my-business?failed=forbidden');
    expect(await rowOf(business.id)).toEqual(before);

    const guestPage = await page(path);
    expect(guestPage.statusCode).toBe(302);
    expect(guestPage.headers.location).toBe(`/Login?redirectTo=${encodeURIComponent(path)}`);
    const guestPost = await post(hoursForm(business.id));
    expect(guestPost.statusCode).toBe(302);
    expect(guestPost.headers.location).toBe(`/Login?redirectTo=${encodeURIComponent(path)}`);
    expect(await rowOf(business.id)).toEqual(before);

    const moderator = await buildUser(web.ctx.db, { role: 'moderator' });
    expect((await page(path, { token: moderator.token })).statusCode).toBe(200);
    const corrected = await post(hoursForm(business.id, { 'hours.monday.mode': 'open24' }), {
      token: moderator.token,
    });
    expect(corrected.headers.location).toBe(`${path}?done=saved`);
    const after = await rowOf(business.id);
    expect(after.status).toBe('published');
    expect(after.owner_id).toBe(owner.id);
    expect((after.attributes as { hours: Record<string, unknown> }).hours.monday).toEqual({ mode: 'open24' });
    // like every moderator action, in the moderation audit log (the stranger's refused posts left none)
    const audit = await web.ctx.db
      .selectFrom('moderation_audit')
      .select(['action', 'actor_id', 'author_id'])
      .where('listing_id', '=', business.id)
      .execute();
    expect(audit).toEqual([{ action: 'hours', actor_id: moderator.id, author_id: owner.id }]);
  });

  it("shows a moderator's correction in the console's trail of a business waiting for review", async () => {
    const owner = await buildUser(web.ctx.db);
    const moderator = await buildUser(web.ctx.db, { role: 'moderator', name: 'Mona Haddad' });
    const business = await buildListing(web.ctx.db, 'business', web.cityId, {
      ownerId: owner.id,
      status: 'pending',
    });
    const corrected = await post(hoursForm(business.id), { token: moderator.token });
    expect(corrected.statusCode).toBe(302);
    expect(corrected.headers.location).toBe(`/my-business/${business.id}/hours?done=saved`);
    const en = await page('/admin/moderation', { token: moderator.token });
    expect(en.body).toContain('Opening hours corrected by Mona Haddad');
    const ar = await page('/admin/moderation', { token: moderator.token, lang: 'ar' });
    expect(ar.body).toContain('صحّح Mona Haddad ساعات العمل');
  });

  it("answers not found for a product's id and for a pending business of someone else", async () => {
    const owner = await buildUser(web.ctx.db);
    const product = await buildListing(web.ctx.db, 'product', web.cityId, { ownerId: owner.id });
    expect((await page(`/my-business/${product.id}/hours`, { token: owner.token })).statusCode).toBe(404);
    const refused = await post(hoursForm(product.id), { token: owner.token });
    expect(refused.headers.location).toBe('/my-business?failed=notFound');
    const pending = await buildListing(web.ctx.db, 'business', web.cityId, { status: 'pending' });
    expect((await page(`/my-business/${pending.id}/hours`, { token: owner.token })).statusCode).toBe(404);
  });

  it('is linked from My business and, for its owner only, from the business page', async () => {
    const owner = await buildUser(web.ctx.db);
    const business = await buildListing(web.ctx.db, 'business', web.cityId, { ownerId: owner.id });
    const link = `href="/my-business/${business.id}/hours"`;
    expect((await page('/my-business', { token: owner.token })).body).toContain(link);
    // the page's address without its slug moves to the canonical one
    const moved = await page(`/MarketProfile/${business.id}`, { token: owner.token });
    expect(moved.statusCode).toBe(301);
    const canonical = String(moved.headers.location);
    expect((await page(canonical, { token: owner.token })).body).toContain(link);
    const reader = await buildUser(web.ctx.db);
    expect((await page(canonical, { token: reader.token })).body).not.toContain(link);
  });
});
