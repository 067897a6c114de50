import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../test/app.ts';
import { buildBlogPost, buildUser } from '../../test/factories.ts';
import { buildWebTestApp, formPost } from '../../test/web-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildWebTestApp();
});
afterAll(async () => {
  await ctx.close();
});

/** The page's Save button posts what it wants (save=1 / save=0), so repeating a post changes nothing. */
describe('the Save form on pages', () => {
  /** The form post as the page sends it: with JavaScript it asks for JSON, without for the page. */
  function sendForm(fields: Record<string, string>, token: string, accept: string) {
    const request = formPost('/actions/favorite', fields, { cookie: `jaliya_session=${token}` });
    return ctx.app.inject({ ...request, headers: { ...request.headers, accept } });
  }

  async function savedRows(userId: number, postId: number) {
    const rows = await ctx.db
      .selectFrom('favorites')
      .select('item_id')
      .where('user_id', '=', userId)
      .where('item_id', '=', postId)
      .execute();
    return rows.length;
  }

  it('saves once however often the same post is sent, and unsaves the same way', async () => {
    const user = await buildUser(ctx.db);
    const post = await buildBlogPost(ctx.db, ctx.config.CITY_ID);
    const send = async (save: '0' | '1') => {
      const fields = { kind: 'blog', id: String(post.id), save, redirectTo: '/Blog' };
      const res = await sendForm(fields, user.token, 'application/json');
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { saved: boolean };
    };

    expect(await send('1')).toEqual({ saved: true });
    expect(await send('1')).toEqual({ saved: true });
    expect(await savedRows(user.id, post.id)).toBe(1);

    expect(await send('0')).toEqual({ saved: false });
    expect(await send('0')).toEqual({ saved: false });
    expect(await savedRows(user.id, post.id)).toBe(0);
  });

  it('a plain form post (no JavaScript) goes back to the page with the item saved', async () => {
    const user = await buildUser(ctx.db);
    const post = await buildBlogPost(ctx.db, ctx.config.CITY_ID);
    const fields = { kind: 'blog', id: String(post.id), save: '1', redirectTo: '/Blog' };
    const res = await sendForm(fields, user.token, 'text/html,application/xhtml+xml');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/Blog');
    expect(await savedRows(user.id, post.id)).toBe(1);
  });
});
