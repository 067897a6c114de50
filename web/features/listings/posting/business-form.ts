import { businessSocials, communityAttributes } from '#shared/listings/business.ts';
import { businessFieldIssues } from '#shared/listings/business.schema.ts';
import type { ListingView } from '#shared/listings/schemas.ts';
import {
  compactSpecialRows,
  dayModes,
  hourFields,
  hourValuesOf,
  hoursFieldOfIssue,
  specialHoursOf,
  weeklyHoursOf,
} from '../../business/hours-form.ts';
import { weekdays } from '#shared/listings/opening-hours.ts';
import type { PostingFormDefinition } from './kind-forms.ts';

const addressFields = ['street', 'city', 'state', 'postal_code'] as const;
const contactFields = ['phone', 'email', 'website'] as const;
const multiFields = ['sub_category_ids', 'services', 'community'] as const;
const socialFields = businessSocials.map((s) => `socials.${s}`);

const lines = (value: string | undefined) => (value ?? '').split('\n').filter((v) => v.trim() !== '');

/**
 * The form's flat values as the business schema's attributes: lists from repeated fields, the
 * week from `hours.<day>.*`, socials and location as objects. Empty optional fields are left out,
 * so the schema's own messages name what is missing (an empty location → 'Location is required').
 */
function attributesOf(values: Record<string, string>): Record<string, unknown> {
  const text = (name: string) => values[name] ?? '';
  const socials = Object.fromEntries(
    businessSocials.flatMap((s) => (text(`socials.${s}`).trim() ? [[s, text(`socials.${s}`)]] : [])),
  );
  const hasLocation = text('location.lat').trim() !== '' || text('location.lng').trim() !== '';
  return {
    ...(text('main_category_id') ? { main_category_id: text('main_category_id') } : {}),
    sub_category_ids: lines(values.sub_category_ids),
    ...Object.fromEntries([...addressFields, ...contactFields].map((name) => [name, text(name)])),
    socials,
    services: lines(values.services),
    hours: weeklyHoursOf(values),
    community: lines(values.community),
    special_hours: specialHoursOf(values),
    ...(hasLocation ? { location: { lat: text('location.lat'), lng: text('location.lng') } } : {}),
  };
}

/** A business being edited, as the form's values. */
function valuesOf(post: ListingView): Record<string, string> {
  const a = post.attributes as Record<string, unknown>;
  const list = (v: unknown) => (Array.isArray(v) ? v.map(String).join('\n') : '');
  const socials = (a.socials ?? {}) as Record<string, string | undefined>;
  const location = a.location as { lat?: number; lng?: number } | undefined;
  return {
    main_category_id: a.main_category_id == null ? '' : String(a.main_category_id),
    sub_category_ids: list(a.sub_category_ids),
    ...Object.fromEntries([...addressFields, ...contactFields].map((name) => [name, String(a[name] ?? '')])),
    ...Object.fromEntries(businessSocials.map((s) => [`socials.${s}`, socials[s] ?? ''])),
    services: list(a.services),
    community: list(a.community),
    ...hourValuesOf(a),
    'location.lat': location?.lat == null ? '' : String(location.lat),
    'location.lng': location?.lng == null ? '' : String(location.lng),
  };
}

/** Issues under lists and the location are shown once, under the whole field. */
function fieldOfIssue(path: string): string {
  const head = path.split('.')[0];
  if (head === 'location' || head === 'services' || head === 'sub_category_ids' || head === 'community')
    return head;
  return hoursFieldOfIssue(path) ?? (path || 'form');
}

/**
 * The add-business form (product description §3 Business/shop, §5, §9): company name (the title),
 * short description, categories, address, contacts, socials, services, the week's hours, community
 * features, the location on the map, and four photo groups (the kind's `photoGroups`).
 */
export const businessPostingForm: PostingFormDefinition = {
  attributeFields: [
    'main_category_id',
    ...multiFields,
    ...addressFields,
    ...contactFields,
    ...socialFields,
    ...hourFields,
    'location.lat',
    'location.lng',
  ],
  multiFields,
  // its photos come in named groups (the kind's photoGroups), with their own limits
  hasPhotos: true,
  price: null,
  categoryKind: 'directory',
  choices: { community: communityAttributes, socials: businessSocials, dayModes, weekdays },
  namespaces: ['business', 'addBusiness', 'maps'],
  keys: {
    title: 'addBusiness.title',
    editTitle: 'addBusiness.editTitle',
    titleField: 'addBusiness.fields.name',
    description: 'addBusiness.fields.description',
    photoGroups: 'addBusiness.photos',
  },
  // removed and empty special periods leave no gap: the schema's row numbers are the page's
  normalizeValues: compactSpecialRows,
  attributesOf,
  valuesOf,
  fieldOfIssue,
  fieldIssues: businessFieldIssues,
  messages: {
    'listings.validation.titleRequired': 'addBusiness.validation.nameRequired',
    'listings.validation.titleTooLong': 'addBusiness.validation.nameTooLong',
  },
};
