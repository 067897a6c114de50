import { telHref } from '#web/lib/tel.ts';
import { describe, expect, it } from 'vitest';
import type { ListingStatus } from '#shared/listings/statuses.ts';
import {
  type ListingKind,
  listingKindDefinition,
  listingKinds,
  listingPath,
} from '#shared/listings/kinds.ts';
import { buildListing, buildUser, listingAttributeFixtures, secretContact } from '../../test/factories.ts';
import { setUpWebTestApp } from '../../test/web-app.ts';

/**
 * A named poster's contact on the post's page, the same for every kind that declares
 * `contactOnRequest` (product, rental, job): not in the page until a reader asks with `?reveal=1`
 * (a link, so it works without JavaScript), then a call and a mail link and the page kept out of
 * search engines; the marketplace's old `?phone=1` still works for addresses people kept. Anonymous
 * posts are relay-pages.int.test.ts's.
 */
const web = setUpWebTestApp();
const { page } = web;

const kindsWithContact = listingKinds.filter((kind) => listingKindDefinition(kind).contactOnRequest);

/** A published post by a named poster, with a phone and an e-mail no other post has. */
async function namedPost(kind: ListingKind, status: ListingStatus = 'published') {
  const owner = await buildUser(web.ctx.db);
  const secret = secretContact(kind);
  const channels = listingKindDefinition(kind).contactOnRequest ?? {};
  const attributes = { ...(await listingAttributeFixtures[kind](web.ctx.db, web.cityId)), ...secret };
  const title = `Named ${Math.random().toString(36).slice(2, 8)}`;
  const post = await buildListing(web.ctx.db, kind, web.cityId, {
    ownerId: owner.id,
    title,
    attributes,
    status,
  });
  const phone = channels.phone ? secret[channels.phone] : null;
  const email = channels.email ? secret[channels.email] : null;
  return {
    owner,
    path: listingPath(kind, { id: post.id, slug: title.toLowerCase().replace(/[^a-z0-9]+/g, '-') }),
    // what the page links to once asked: tel: with the digits, mailto: with the address
    links: [phone ? telHref(phone) : null, email ? `mailto:${email}` : null].filter(
      (link): link is string => link !== null,
    ),
  };
}

const noindex = (body: string) => /<meta name="robots" content="noindex/.test(body);

it('declares, for every kind with contact on request, only attributes that anonymity hides', () => {
  expect(kindsWithContact).toEqual(expect.arrayContaining(['product', 'rent', 'job']));
  for (const kind of kindsWithContact) {
    const { contactOnRequest, contactAttributes } = listingKindDefinition(kind);
    for (const attribute of Object.values(contactOnRequest ?? {}))
      expect(contactAttributes, `${kind}.${attribute}`).toContain(attribute);
  }
});

describe.each(kindsWithContact.map((kind) => [kind] as const))('a named %s post', (kind) => {
  it('shows its contact only once asked for with ?reveal=1, in both languages', async () => {
    const { path, links } = await namedPost(kind);
    expect(links.length).toBeGreaterThan(0);
    for (const lang of ['en', 'ar'] as const) {
      const first = await page(path, { lang });
      expect(first.statusCode).toBe(200);
      for (const link of links) expect(first.body, `${lang} ${link}`).not.toContain(link);
      // one link, the same name and anchor on every kind's page
      expect(first.body).toContain(`href="${path}?reveal=1#poster-contact"`);
      expect(first.body).toContain('id="poster-contact"');
      expect(first.body).not.toContain('id="contact-relay"');
      expect(noindex(first.body)).toBe(false);

      const asked = await page(`${path}?reveal=1`, { lang });
      expect(asked.statusCode).toBe(200);
      for (const link of links) expect(asked.body, `${lang} ${link}`).toContain(link);
      // a page with someone's phone number is not one for search engines
      expect(noindex(asked.body)).toBe(true);
      expect(asked.body).toContain(lang === 'en' ? 'Call' : 'اتصل على');
    }
  });

  it('still answers the old ?phone=1 address with the contact', async () => {
    const { path, links } = await namedPost(kind);
    const old = await page(`${path}?phone=1`);
    expect(old.statusCode).toBe(200);
    for (const link of links) expect(old.body, link).toContain(link);
  });

  it('sends nobody to the poster of an ended post, asked or not; its owner still sees it', async () => {
    const { path, links, owner } = await namedPost(kind, listingKindDefinition(kind).endStatus);
    for (const address of [path, `${path}?reveal=1`]) {
      const res = await page(address);
      expect(res.statusCode).toBe(200);
      for (const link of links) expect(res.body, `${address} ${link}`).not.toContain(link);
      expect(res.body).not.toContain('id="poster-contact"');
    }
    const own = await page(path, { token: owner.token });
    for (const link of links) expect(own.body, link).toContain(link);
  });

  it('shows the owner their own contact without asking', async () => {
    const { path, links, owner } = await namedPost(kind);
    const own = await page(path, { token: owner.token });
    for (const link of links) expect(own.body, link).toContain(link);
  });
});
