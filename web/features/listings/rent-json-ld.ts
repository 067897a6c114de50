import type { ListingView } from '#shared/listings/schemas.ts';

/** The schema.org type of each accommodation type. */
const schemaTypes: Record<string, string> = {
  apartment: 'Apartment',
  house: 'SingleFamilyResidence',
  townhouse: 'House',
  room: 'Room',
  home: 'House',
};

/**
 * A place for rent as schema.org Accommodation with its rent as an Offer, for the page's
 * `JsonLd` element. Built from the presenter's view only: an anonymous post has no contact in
 * it to leak, and none is ever added here (no seller, no phone, no e-mail).
 */
export function rentJsonLd(listing: ListingView, input: { pageUrl: string; origin: string }) {
  const a = listing.attributes;
  const images = listing.photos
    .map((p) => p.variants.at(-1)?.url)
    .filter((u): u is string => Boolean(u))
    .map((u) => new URL(u, input.origin).toString());
  const number = (v: unknown) => (typeof v === 'number' ? v : undefined);
  return {
    '@context': 'https://schema.org',
    '@type': schemaTypes[String(a.accommodation_type)] ?? 'Accommodation',
    name: listing.title,
    ...(listing.description ? { description: listing.description.slice(0, 5000) } : {}),
    url: input.pageUrl,
    ...(images.length ? { image: images } : {}),
    ...(number(a.bedrooms) !== undefined ? { numberOfBedrooms: number(a.bedrooms) } : {}),
    ...(number(a.bathrooms) !== undefined ? { numberOfBathroomsTotal: number(a.bathrooms) } : {}),
    ...(number(a.area_sqft) !== undefined
      ? { floorSize: { '@type': 'QuantitativeValue', value: number(a.area_sqft), unitCode: 'FTK' } }
      : {}),
    ...(typeof a.city === 'string' ? { address: { '@type': 'PostalAddress', addressLocality: a.city } } : {}),
    ...(listing.price === null
      ? {}
      : {
          offers: {
            '@type': 'Offer',
            url: input.pageUrl,
            price: listing.price.toFixed(2),
            priceCurrency: 'USD',
            availability: `https://schema.org/${listing.available ? 'InStock' : 'Discontinued'}`,
          },
        }),
  };
}
