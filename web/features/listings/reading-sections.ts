/** What a listing card (`listing-card.tsx`) says of its own: fallbacks, a product's type and state. */
export const listingCardSections = [
  'market.card',
  'market.postType',
  'market.condition',
  'market.show.unavailable',
] as const;

/**
 * The catalog sections a post's page ships to the browser whatever its kind (messages.server.ts):
 * the breadcrumb, the gallery, share menu and notices (`market.show`), a card's fallbacks and the
 * report form. Not the kind's form, filters or lists: a reader never needs their strings (the
 * business page's alone were 3 KB of Arabic), and the reading pages sit near their 125 KB of
 * JavaScript. A kind's page adds its own sections; `e2e/catalog-keys.spec.ts` sees any left out.
 */
export const postPageSections = [
  'market.home',
  'market.breadcrumb',
  'market.show',
  'market.card',
  'moderation.report',
  'moderation.validation',
] as const;
