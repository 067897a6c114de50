import type { ListingView } from '#shared/listings/schemas.ts';

const schemaOrg = 'https://schema.org/';

/** In stock while published; a sold post is sold out; a closed or expired one is discontinued. */
export function offerAvailability(listing: Pick<ListingView, 'available' | 'status'>) {
  if (listing.available) return `${schemaOrg}InStock`;
  return listing.status === 'sold' ? `${schemaOrg}SoldOut` : `${schemaOrg}Discontinued`;
}

/**
 * The product's structured data (schema.org Product with its Offer), for the page's
 * `JsonLd` element (which escapes `<`, so a title can never close the script element).
 */
export function productJsonLd(
  listing: ListingView,
  input: { pageUrl: string; origin: string; category: string | null },
): Record<string, unknown> {
  const images = listing.photos
    .map((p) => p.variants.at(-1)?.url)
    .filter((u): u is string => Boolean(u))
    .map((u) => new URL(u, input.origin).toString());
  const condition = listing.attributes.condition;
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: listing.title,
    ...(listing.description ? { description: listing.description.slice(0, 5000) } : {}),
    url: input.pageUrl,
    ...(images.length ? { image: images } : {}),
    ...(input.category ? { category: input.category } : {}),
    ...(condition === 'new' || condition === 'used'
      ? { itemCondition: `${schemaOrg}${condition === 'new' ? 'NewCondition' : 'UsedCondition'}` }
      : {}),
    offers: {
      '@type': 'Offer',
      url: input.pageUrl,
      priceCurrency: 'USD',
      ...(listing.price === null ? {} : { price: listing.price.toFixed(2) }),
      availability: offerAvailability(listing),
    },
  };
  return data;
}
