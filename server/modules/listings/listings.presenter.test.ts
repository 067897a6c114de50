import { describe, expect, it } from 'vitest';
import { listingKindDefinition, listingKinds } from '#shared/listings/kinds.ts';
import { listingKindSchemas } from '#shared/listings/schemas.ts';
import { presentListing } from './listings.presenter.ts';
import type { ListingRow } from './listings.repository.ts';

const owner = { id: 7, role: 'user' as const };
const stranger = { id: 8, role: 'user' as const };
const moderator = { id: 9, role: 'moderator' as const };

/** A stored post of `kind` whose every attribute holds a value no other field has. */
function row(kind: (typeof listingKinds)[number], anonymous: boolean): ListingRow {
  const keys = Object.keys((listingKindSchemas[kind].attributes as unknown as { shape: object }).shape);
  return {
    id: 1,
    city_id: 1,
    kind,
    owner_id: owner.id,
    status: 'published',
    title: 'A post',
    description: '',
    price: null,
    slug: 'a-post',
    attributes: Object.fromEntries(keys.map((key) => [key, `secret-${key}`])),
    rejection_reason: null,
    created_at: new Date(),
    updated_at: new Date(),
    published_at: new Date(),
    expires_at: new Date(Date.now() + 86_400_000),
    hidden_at: null,
    published_snapshot: null,
    anonymous,
    photos: [],
  } as unknown as ListingRow;
}

const present = (r: ListingRow, viewer: Parameters<typeof presentListing>[1]) =>
  JSON.stringify(presentListing(r, viewer, () => ({}) as never));

describe.each(listingKinds.map((kind) => [kind] as const))('presenting an anonymous %s post', (kind) => {
  const { contactAttributes } = listingKindDefinition(kind);

  it('names every field of its schema that could reach the author as a contact attribute', () => {
    const keys = Object.keys((listingKindSchemas[kind].attributes as unknown as { shape: object }).shape);
    const contactLike = keys.filter((key) => /phone|mail|whats|contact|telegram|address/i.test(key));
    expect(contactAttributes).toEqual(expect.arrayContaining(contactLike));
  });

  it('leaves the contact attributes out for guests and strangers, keeps them for owner and moderators', () => {
    const anonymous = row(kind, true);
    for (const viewer of [null, stranger]) {
      const shown = present(anonymous, viewer);
      for (const key of contactAttributes) expect(shown, `${key} leaked`).not.toContain(`secret-${key}`);
    }
    for (const viewer of [owner, moderator]) {
      const shown = present(anonymous, viewer);
      for (const key of contactAttributes) expect(shown).toContain(`secret-${key}`);
    }
    // a post with a name keeps its contact for everyone
    const named = present(row(kind, false), null);
    for (const key of contactAttributes) expect(named).toContain(`secret-${key}`);
  });

  it('never shows who the owner is', () => {
    const shown = JSON.parse(present(row(kind, true), null));
    expect(shown).not.toHaveProperty('owner_id');
    expect(shown.is_owner).toBe(false);
  });
});
