import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import {
  type ListingKind,
  listingKindDefinition,
  listingKinds,
  listingPath,
} from '#shared/listings/kinds.ts';
import { buildAnonymousListing, buildUser } from '../../test/factories.ts';
import { formPost, setUpWebTestApp } from '../../test/web-app.ts';

/**
 * Anonymous posts as a browser gets them, in the site's own city, for every kind: no page (its
 * HTML, JSON-LD, Open Graph tags, the phone-on-request link), list, search page, saved list or
 * sitemap shows the author's name or contact; the post's page offers the relay form instead, and
 * the form's no-JavaScript action mails the author and comes back with the outcome.
 */
const web = setUpWebTestApp();
const { page } = web;

async function anonymousPost(kind: ListingKind) {
  const made = await buildAnonymousListing(web.ctx.db, kind, web.cityId, 'ar');
  return { ...made, path: listingPath(kind, { id: made.post.id, slug: made.slug }) };
}

const leaks = (body: string, secrets: string[]) => secrets.filter((s) => body.includes(s));

// the kinds that may be posted anonymously (a business never is: anonymity.int.test.ts checks it refuses)
const anonymousKinds = listingKinds.filter((kind) => listingKindDefinition(kind).allowsAnonymous);

describe.each(anonymousKinds.map((kind) => [kind] as const))('an anonymous %s post on the web', (kind) => {
  const definition = listingKindDefinition(kind);

  it('shows no name or contact on its page (HTML, JSON-LD, OG tags, phone on request) in either language', async () => {
    const { path, secrets, owner } = await anonymousPost(kind);
    const reader = await buildUser(web.ctx.db);
    for (const url of [path, `${path}?phone=1`])
      for (const lang of ['en', 'ar'] as const)
        for (const token of [undefined, reader.token]) {
          const res = await page(url, { lang, token });
          expect(res.statusCode, url).toBe(200);
          expect(leaks(res.body, secrets), `${url} ${lang}`).toEqual([]);
          expect(res.body).toContain('id="contact-relay"');
          expect(res.body).toContain(lang === 'en' ? 'Contact the poster' : 'تواصل مع صاحب الإعلان');
        }
    // its owner sees their own post as they wrote it, without a form to write to themselves
    const own = await page(path, { token: owner.token });
    expect(own.body).not.toContain('id="contact-relay"');
  });

  it('shows no name or contact in its list, the search page, a saved list or the sitemap', async () => {
    const { post, secrets, title } = await anonymousPost(kind);
    const reader = await buildUser(web.ctx.db);
    await web.ctx.db.insertInto('favorites').values({ user_id: reader.id, kind, item_id: post.id }).execute();
    for (const [url, token] of [
      [definition.paths.list, undefined],
      [`/search-result/${encodeURIComponent(title)}`, undefined],
      [definition.paths.saved, reader.token],
      [`/sitemaps/${kind}.xml`, undefined],
    ] as const) {
      const res = await page(url, { token });
      expect(res.statusCode, url).toBe(200);
      if (!url.startsWith('/sitemaps')) expect(res.body, url).toContain(title);
      expect(leaks(res.body, secrets), url).toEqual([]);
    }
  });

  it('sends a message through the no-JavaScript form and comes back with the outcome', async () => {
    const { post, path, owner } = await anonymousPost(kind);
    const reader = await buildUser(web.ctx.db);
    const send = (message: string, token?: string) => {
      const request = formPost(
        '/actions/contact-relay',
        { listingId: String(post.id), redirectTo: path, message },
        { lang: 'ar', cookie: token ? `jaliya_session=${token}` : undefined },
      );
      // a browser without JavaScript: it follows the redirect back to the page
      return web.ctx.app.inject({ ...request, headers: { ...request.headers, accept: 'text/html' } });
    };

    const guest = await send('Hello');
    expect(guest.statusCode).toBe(302);
    expect(guest.headers.location).toBe(`/Login?redirectTo=${encodeURIComponent(path)}`);

    const empty = await send('  ', reader.token);
    expect(empty.headers.location).toBe(`${path}?contact=messageRequired#contact-relay`);
    const shown = await page(`${path}?contact=messageRequired`, { lang: 'ar', token: reader.token });
    expect(shown.body).toContain('الرسالة مطلوبة');
    expect(shown.body).toContain('aria-invalid="true"');

    const sent = await send('Is it still available?', reader.token);
    expect(sent.headers.location).toBe(`${path}?contact=sent#contact-relay`);
    const after = await page(`${path}?contact=sent`, { token: reader.token });
    expect(after.body).toContain('Your message was sent.');
    const queued = await web.ctx.db
      .selectFrom('jobs')
      .select(['payload'])
      .where('kind', '=', 'mail')
      .where(sql<string>`payload->>'to'`, '=', owner.email)
      .execute();
    expect(queued).toHaveLength(1);
    expect(JSON.stringify(queued[0].payload)).toContain('رسالة بخصوص منشورك');
  });
});
