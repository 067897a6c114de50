import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, buildTestApp, type TestContext } from '../../test/app.ts';
import { buildBlogPost, buildCity, buildUser } from '../../test/factories.ts';

let ctx: TestContext;
let cityId: number;
beforeAll(async () => {
  ctx = await buildTestApp();
  cityId = (await buildCity(ctx.db)).id;
});
afterAll(async () => {
  await ctx.close();
});

let n = 0;
const ip = () => `10.2.${Math.floor(++n / 250)}.${(n % 250) + 1}`;
const call = (
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  token?: string,
  body?: object,
  lang: 'en' | 'ar' = 'en',
) =>
  ctx.app.inject({
    method,
    url: api(path, lang, cityId),
    payload: body,
    remoteAddress: ip(),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

const newUser = () => buildUser(ctx.db, { name: 'Omar', gender: 'male' });

async function newBlog(publishedAt = new Date(Date.now() - 60_000)) {
  const row = await buildBlogPost(ctx.db, cityId, {
    title_en: 'Eid market guide',
    title_ar: 'دليل سوق العيد',
    published_at: publishedAt,
  });
  return row.id;
}

describe('favourites (profile/favorite, profile/save)', () => {
  it('a guest gets 401 with the login message', async () => {
    const res = await call('POST', 'profile/favorite', undefined, { kind: 'blog', id: 1 });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHORIZED');
    expect((await call('GET', 'profile/favorite?kind=blog')).statusCode).toBe(401);
  });

  it('saves, lists (in the request language) and unsaves a blog post; toggle flips', async () => {
    const { token } = await newUser();
    const a = await newBlog();
    const b = await newBlog();
    expect((await call('POST', 'profile/save', token, { kind: 'blog', id: a })).json().data).toEqual({
      kind: 'blog',
      id: a,
      saved: true,
    });
    expect((await call('POST', 'profile/favorite', token, { kind: 'blog', id: b })).json().data.saved).toBe(
      true,
    );
    // saving twice is harmless
    expect((await call('POST', 'profile/save', token, { kind: 'blog', id: a })).statusCode).toBe(200);
    const list = await call('GET', 'profile/favorite?kind=blog', token, undefined, 'ar');
    expect(list.json().data.map((c: { id: number }) => c.id)).toEqual([b, a]);
    expect(list.json().data[0]).toMatchObject({
      kind: 'blog',
      title: 'دليل سوق العيد',
      url: expect.stringMatching(new RegExp(`^/Show-Blog/${b}/`)),
    });
    expect((await call('POST', 'profile/favorite', token, { kind: 'blog', id: b })).json().data.saved).toBe(
      false,
    );
    const del = await call('DELETE', `profile/save/blog/${a}`, token);
    expect(del.json().data?.saved, del.body).toBe(false);
    expect((await call('GET', 'profile/favorite?kind=blog', token)).json().data).toEqual([]);
  });

  it("keeps each user's list to that user", async () => {
    const alice = await newUser();
    const bob = await newUser();
    const post = await newBlog();
    await call('POST', 'profile/save', alice.token, { kind: 'blog', id: post });
    const bobs = await call('GET', 'profile/favorite?kind=blog', bob.token);
    expect(bobs.json().data).toEqual([]);
    // bob removing alice's item only touches bob's list
    await call('DELETE', `profile/save/blog/${post}`, bob.token);
    const alices = await call('GET', 'profile/favorite?kind=blog', alice.token);
    expect(alices.json().data.map((c: { id: number }) => c.id)).toEqual([post]);
    expect(alices.body).not.toContain(bob.email);
    expect(alices.body).not.toContain(alice.email);
  });

  it('refuses unknown kinds and items that do not exist or are not published', async () => {
    const { token } = await newUser();
    expect((await call('POST', 'profile/save', token, { kind: 'car', id: 1 })).statusCode).toBe(400);
    expect((await call('POST', 'profile/save', token, { kind: 'blog', id: 999999999 })).statusCode).toBe(404);
    const future = await newBlog(new Date(Date.now() + 86_400_000));
    expect((await call('POST', 'profile/save', token, { kind: 'blog', id: future })).statusCode).toBe(404);
    expect((await call('GET', 'profile/favorite?kind=car', token)).statusCode).toBe(400);
  });

  it('refuses kinds that are not defined (no such listing kind) instead of pretending', async () => {
    const { token } = await newUser();
    for (const kind of ['boat', 'event']) {
      expect((await call('GET', `profile/favorite?kind=${kind}`, token)).statusCode).toBe(400);
      expect((await call('POST', 'profile/save', token, { kind, id: 1 })).statusCode).toBe(400);
    }
  });
});
