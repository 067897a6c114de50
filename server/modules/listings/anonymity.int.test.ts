import { describe, expect, it } from 'vitest';
import { type ListingKind, listingKindDefinition, listingKinds } from '#shared/listings/kinds.ts';
import { setUpApiTestApp } from '../../test/app.ts';
import { buildAnonymousListing, buildListingRequest, buildUser } from '../../test/factories.ts';

/**
 * Anonymous posts through the API (decision 105), for every kind: only kinds that allow it take the
 * flag, and an anonymous post's contact (its kind's contact attributes, the author's name and
 * address) reaches no output but its owner's and moderators': the post, lists, search, favourites.
 * The pages, JSON-LD, sitemaps and the relay's mail are in server/modules/relay/.
 */
const server = setUpApiTestApp();
const { call } = server;

const anonymousPost = (kind: ListingKind) => buildAnonymousListing(server.ctx.db, kind, server.cityId);

const leaks = (body: string, secrets: string[]) => secrets.filter((s) => body.includes(s));

describe.each(listingKinds.map((kind) => [kind] as const))('anonymous %s posts', (kind) => {
  const definition = listingKindDefinition(kind);

  it(
    definition.allowsAnonymous
      ? 'takes the flag from the owner, keeps it through an edit that leaves it out'
      : 'refuses the flag with a translated message and creates nothing',
    async () => {
      const author = await buildUser(server.ctx.db);
      const body = { ...(await buildListingRequest(server.ctx.db, kind, server.cityId)), anonymous: true };
      if (!definition.allowsAnonymous) {
        for (const lang of ['en', 'ar'] as const) {
          const res = await call('POST', 'listings', { token: author.token, body, lang });
          expect(res.statusCode).toBe(400);
          const issue = (res.json().issues as Array<{ path: string; message: string }>).find(
            (i) => i.path === 'anonymous',
          );
          expect(issue?.message).toBe(
            lang === 'en'
              ? 'This kind of post cannot be anonymous'
              : 'لا يمكن نشر هذا النوع من الإعلانات بلا اسم',
          );
        }
        const count = await server.ctx.db
          .selectFrom('listings')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('owner_id', '=', author.id)
          .executeTakeFirstOrThrow();
        expect(Number(count.n)).toBe(0);
        return;
      }
      const res = await call('POST', 'listings', { token: author.token, body });
      expect(res.statusCode, res.body).toBe(201);
      const created = res.json().data;
      expect(created.anonymous).toBe(true);
      // the owner sees their own contact
      for (const key of definition.contactAttributes)
        if (key in body.attributes) expect(created.attributes[key]).toBe(body.attributes[key]);
      const { anonymous: _, kind: __, ...edit } = body;
      const edited = await call('PUT', `listings/${created.id}`, {
        token: author.token,
        body: { ...edit, title: `${body.title} edited` },
      });
      expect(edited.statusCode, edited.body).toBe(200);
      expect(edited.json().data.anonymous).toBe(true);
    },
  );

  it("shows the post's contact only to its owner and moderators, on its API answer", async () => {
    const { post, owner, contact, secrets } = await anonymousPost(kind);
    const stranger = await buildUser(server.ctx.db);
    const moderator = await buildUser(server.ctx.db, { role: 'moderator' });
    for (const token of [undefined, stranger.token]) {
      const res = await call('GET', `listings/${post.id}`, { token });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.anonymous).toBe(true);
      expect(leaks(res.body, secrets)).toEqual([]);
      for (const key of Object.keys(contact)) expect(res.json().data.attributes).not.toHaveProperty(key);
    }
    for (const token of [owner.token, moderator.token]) {
      const res = await call('GET', `listings/${post.id}`, { token });
      expect(res.json().data.attributes).toMatchObject(contact);
    }
    const own = await call('GET', `profile/posts?kind=${kind}`, { token: owner.token });
    expect(own.json().data.find((p: { id: number }) => p.id === post.id).attributes).toMatchObject(contact);
  });

  it('leaves it out of lists, search results and saved lists', async () => {
    const { post, secrets, title } = await anonymousPost(kind);
    const list = await call('GET', `listings?kind=${kind}&per_page=50`);
    expect(list.json().data.items.map((i: { id: number }) => i.id)).toContain(post.id);
    expect(leaks(list.body, secrets)).toEqual([]);

    const search = await call('GET', `search?q=${encodeURIComponent(title)}`);
    expect(search.statusCode).toBe(200);
    expect(search.body).toContain(title);
    expect(leaks(search.body, secrets)).toEqual([]);

    const reader = await buildUser(server.ctx.db);
    const saved = await call('POST', 'profile/save', { token: reader.token, body: { kind, id: post.id } });
    expect(saved.statusCode, saved.body).toBe(200);
    const favorites = await call('GET', `profile/favorite?kind=${kind}`, { token: reader.token });
    expect(favorites.body).toContain(title);
    expect(leaks(favorites.body, secrets)).toEqual([]);
  });
});
