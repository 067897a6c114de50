import { formatNumber, type Lang, type Translate } from '#shared/i18n/format.ts';
import type { ListingKind } from '#shared/listings/kinds.ts';

/** One line of a post's facts as the moderator reads it, in the console's language. */
export interface PostFact {
  label: string;
  value: string;
}

/**
 * A field a kind's author fills: its attribute, the catalog key of its label, and how its value
 * reads: `options` is the catalog section of a choice's words (`rent.gender` → `rent.gender.male`;
 * a yes/no field reads `{options}.yes` or `.no`), `category` a category id named in this city.
 */
type Field = readonly [attribute: string, label: string, reading?: { options: string } | 'category'];

/**
 * Every field of every kind, in the order of its form. A moderator approves what the author wrote,
 * so the console shows all of it, not only the title, price and description: a rental's gender of
 * occupants beside its accommodation type (fair-housing rules tie the two), a job's employer and pay
 * period, a business's address, links and community features, and the phone and e-mail a reader
 * will be given.
 */
export const postFactFields: Record<ListingKind, readonly Field[]> = {
  product: [
    ['main_category_id', 'market.show.mainCategory', 'category'],
    ['sub_category_id', 'market.show.subCategory', 'category'],
    ['post_type', 'market.show.postType', { options: 'market.postType' }],
    ['condition', 'market.show.condition', { options: 'market.condition' }],
    ['year', 'market.show.year'],
    ['model', 'market.show.model'],
    ['color', 'market.show.color'],
    ['place', 'market.show.place'],
    ['phone', 'moderationConsole.attributes.phone'],
  ],
  rent: [
    ['post_type', 'rent.fields.post_type', { options: 'rent.postType' }],
    ['accommodation_type', 'rent.fields.accommodation_type', { options: 'rent.type' }],
    ['gender', 'rent.fields.gender', { options: 'rent.gender' }],
    ['shared_bathroom', 'rent.fields.shared_bathroom', { options: 'rent.show' }],
    ['city', 'rent.fields.city'],
    ['living_area', 'rent.fields.living_area'],
    ['bedrooms', 'rent.fields.bedrooms'],
    ['bathrooms', 'rent.fields.bathrooms'],
    ['area_sqft', 'rent.fields.area_sqft'],
    ['phone', 'rent.fields.phone'],
    ['email', 'rent.fields.email'],
  ],
  job: [
    ['post_type', 'jobs.fields.post_type', { options: 'jobs.post_type' }],
    ['poster_kind', 'jobs.fields.poster_kind', { options: 'jobs.poster_kind' }],
    ['company', 'jobs.fields.company'],
    ['job_type', 'jobs.fields.job_type', { options: 'jobs.job_type' }],
    ['salary_type', 'jobs.fields.salary_type', { options: 'jobs.salary_type' }],
    ['experience', 'jobs.fields.experience', { options: 'jobs.experience' }],
    ['location', 'jobs.fields.location'],
    ['portfolio_url', 'jobs.fields.portfolio_url'],
    ['phone', 'jobs.fields.phone'],
    ['email', 'jobs.fields.email'],
  ],
  business: [
    ['main_category_id', 'addBusiness.fields.mainCategory', 'category'],
    ['sub_category_ids', 'addBusiness.fields.subCategories', 'category'],
    ['street', 'addBusiness.fields.street'],
    ['city', 'addBusiness.fields.city'],
    ['state', 'addBusiness.fields.state'],
    ['postal_code', 'addBusiness.fields.postalCode'],
    ['phone', 'addBusiness.fields.phone'],
    ['email', 'addBusiness.fields.email'],
    ['website', 'addBusiness.fields.website'],
    ['services', 'addBusiness.fields.services'],
    ['community', 'addBusiness.fields.community', { options: 'business.community' }],
  ],
};

/** The catalogs the labels and options above come from. */
export const postFactNamespaces = ['market', 'rent', 'jobs', 'business', 'addBusiness', 'moderationConsole'];

const listSeparator: Record<Lang, string> = { en: ', ', ar: '، ' };

/**
 * The facts of a post of `kind` from its stored attributes, each with a value: a field left empty
 * is left out. `t` reads the kinds' catalogs; `categoryName` names a category id of the post's kind.
 */
export function postFacts(
  lang: Lang,
  t: Translate,
  kind: ListingKind,
  attributes: Record<string, unknown>,
  categoryName: (id: number) => string | undefined,
): PostFact[] {
  const read = (value: unknown, reading: Field[2]): string | null => {
    if (Array.isArray(value)) {
      const parts = value.map((v) => read(v, reading)).filter((v): v is string => Boolean(v));
      return parts.length ? parts.join(listSeparator[lang]) : null;
    }
    if (reading === 'category')
      return typeof value === 'number' ? (categoryName(value) ?? `#${value}`) : null;
    if (typeof value === 'boolean') return reading ? t(`${reading.options}.${value ? 'yes' : 'no'}`) : null;
    if (typeof value === 'number') return formatNumber(lang, value);
    if (typeof value !== 'string' || !value.trim()) return null;
    return reading ? t(`${reading.options}.${value}`) : value.trim();
  };
  const facts: PostFact[] = [];
  for (const [attribute, label, reading] of postFactFields[kind]) {
    const value = read(attributes[attribute], reading);
    if (value) facts.push({ label: t(label), value });
  }
  // a business's pages elsewhere (Facebook, Instagram…), each under its network's name
  const socials = kind === 'business' ? attributes.socials : null;
  if (socials && typeof socials === 'object')
    for (const [network, url] of Object.entries(socials))
      if (typeof url === 'string' && url)
        facts.push({ label: t(`business.profile.social.${network}`), value: url });
  return facts;
}
