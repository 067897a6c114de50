import type { ListingView } from '#shared/listings/schemas.ts';
import { dialable } from '../../lib/tel.ts';
import {
  type DayHours,
  type SpecialHours,
  type WeeklyHours,
  weekdays,
} from '#shared/listings/opening-hours.ts';

const schemaOrg = 'https://schema.org/';
const dayName = (d: string) => `${schemaOrg}${d[0]?.toUpperCase()}${d.slice(1)}`;

/**
 * A day's hours as schema.org states them: closed as 00:00–00:00 and around the clock as
 * 00:00–23:59 (search engines' conventions); a closing time before the opening runs into the next day.
 */
function opensCloses(day: DayHours) {
  if (day.mode === 'closed') return { opens: '00:00', closes: '00:00' };
  if (day.mode === 'open24') return { opens: '00:00', closes: '23:59' };
  return { opens: day.opens, closes: day.closes };
}

/**
 * The business's structured data: schema.org LocalBusiness with its address, geo position, phone,
 * links, weekly openingHoursSpecification and specialOpeningHoursSpecification for dated periods,
 * for the page's `JsonLd` element (which escapes `<`).
 */
export function businessJsonLd(
  listing: ListingView,
  input: { pageUrl: string; origin: string; category: string | null },
): Record<string, unknown> {
  const a = listing.attributes as {
    street?: string;
    city?: string;
    state?: string;
    postal_code?: string;
    phone?: string;
    email?: string;
    website?: string;
    socials?: Record<string, string>;
    hours?: WeeklyHours;
    special_hours?: SpecialHours[];
    location?: { lat: number; lng: number };
  };
  const absolute = (url: string) => new URL(url, input.origin).toString();
  const largest = (role: string) =>
    listing.photos.filter((p) => p.role === role).map((p) => p.variants.at(-1)?.url);
  const images = [...largest('cover'), ...largest('main'), ...largest('gallery')].filter((u): u is string =>
    Boolean(u),
  );
  const logo = largest('logo')[0];
  const sameAs = Object.values(a.socials ?? {}).filter(Boolean);
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    name: listing.title,
    url: input.pageUrl,
    ...(listing.description ? { description: listing.description } : {}),
    ...(images.length ? { image: images.map(absolute) } : {}),
    ...(logo ? { logo: absolute(logo) } : {}),
    ...(a.phone ? { telephone: dialable(a.phone) } : {}),
    ...(a.email ? { email: a.email } : {}),
    ...(input.category ? { additionalType: input.category } : {}),
    address: {
      '@type': 'PostalAddress',
      streetAddress: a.street,
      addressLocality: a.city,
      addressRegion: a.state,
      postalCode: a.postal_code,
      addressCountry: 'US',
    },
    ...(a.location
      ? { geo: { '@type': 'GeoCoordinates', latitude: a.location.lat, longitude: a.location.lng } }
      : {}),
    ...(sameAs.length || a.website ? { sameAs: [...(a.website ? [a.website] : []), ...sameAs] } : {}),
    ...(a.hours
      ? {
          openingHoursSpecification: weekdays.map((d) => ({
            '@type': 'OpeningHoursSpecification',
            dayOfWeek: dayName(d),
            ...opensCloses((a.hours as WeeklyHours)[d]),
          })),
        }
      : {}),
    ...(a.special_hours?.length
      ? {
          specialOpeningHoursSpecification: a.special_hours.map((s) => ({
            '@type': 'OpeningHoursSpecification',
            validFrom: s.from,
            validThrough: s.to,
            ...opensCloses(s),
          })),
        }
      : {}),
  };
}
