import type { ListingView } from '#shared/listings/schemas.ts';
import { shortCityName } from './job-paths.ts';

const employmentTypes: Record<string, string[]> = {
  full_time: ['FULL_TIME'],
  part_time: ['PART_TIME'],
  both: ['FULL_TIME', 'PART_TIME'],
};

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** The town and state of the site's city as configured in English ("Dearborn, Michigan"). */
export function townAndState(cityName: string): { locality: string; region: string } {
  const region = cityName.split(',').at(-1)?.trim() || cityName;
  return { locality: shortCityName(cityName), region };
}

/**
 * A published job offer's structured data (schema.org JobPosting, Google's required fields: title,
 * description, datePosted, validThrough, hiringOrganization, jobLocation; baseSalary when the post
 * names one), or null for posts that are not offers a search engine should show (people looking
 * for work, pending, closed or expired posts). An anonymous post's organisation is "Confidential":
 * no name, e-mail, phone or address of the poster goes into it.
 */
export function jobPostingJsonLd(
  listing: ListingView,
  input: { pageUrl: string; cityName: string; confidentialName: string },
): Record<string, unknown> | null {
  const a = listing.attributes;
  if (a.post_type !== 'hiring' || listing.status !== 'published' || !listing.available) return null;
  if (!listing.published_at || !listing.expires_at) return null;
  // the presenter already left an anonymous post's company out; the flag decides, not the gap
  const company = listing.anonymous ? null : text(a.company);
  const salaryUnit = text(a.salary_type);
  const { locality, region } = townAndState(input.cityName);
  // the poster's location is free text (a street, a neighbourhood, maybe in Arabic): a street at
  // most; the town and state are the site's city, which Google can place
  const street = text(a.location);
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: listing.title,
    description: listing.description || listing.title,
    datePosted: listing.published_at,
    validThrough: listing.expires_at,
    url: input.pageUrl,
    identifier: { '@type': 'PropertyValue', name: 'Jaliya', value: String(listing.id) },
    hiringOrganization: { '@type': 'Organization', name: company ?? input.confidentialName },
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        ...(street ? { streetAddress: street } : {}),
        addressLocality: locality,
        addressRegion: region,
        addressCountry: 'US',
      },
    },
    ...(employmentTypes[String(a.job_type)] ? { employmentType: employmentTypes[String(a.job_type)] } : {}),
    ...(listing.price !== null && salaryUnit
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: 'USD',
            value: { '@type': 'QuantitativeValue', value: listing.price, unitText: salaryUnit.toUpperCase() },
          },
        }
      : {}),
  };
}
