import { z } from 'zod';
import type { FieldIssue } from '../errors.ts';
import { maxId, wholeNumber } from '../params.ts';
import { photoIdSchema } from '../photos.ts';
import { emailSchema, normalizeDigits, normalizeNumber, phoneSchema, textField } from '../validation.ts';
import {
  businessPhotoGroups,
  businessSocials,
  communityAttributes,
  type BusinessPhotoGroup,
  type BusinessSocial,
} from './business.ts';
import { requiredId } from './fields.ts';
import { weekdays } from './opening-hours.ts';
import { optionalFilterId } from './product.schema.ts';

export { businessPhotoGroups, businessSocials, communityAttributes };

/** Limits of a business's own fields; the form and the API import them. */
export const businessLimits = {
  subCategoriesMax: 10,
  servicesMin: 3,
  servicesMax: 9,
  serviceMax: 80,
  /** The short description (the listing's `description`): 1–3 lines (§9), at most this many characters. */
  descriptionLinesMax: 3,
  descriptionMax: 400,
  specialPeriodsMax: 20,
  /** A special period spans at most this many days (Ramadan is 30). */
  specialDaysMax: 62,
  urlMax: 300,
} as const;

const key = (name: string) => `business.validation.${name}`;

// ----------------------------------------------------------------------------------------------
// Opening hours (the logic is opening-hours.ts)

/** "HH:MM" 00:00–23:59; Arabic-Indic digits and a one-digit hour ("9:30") are accepted. */
const timeSchema = z
  .string({ error: key('timeInvalid') })
  .transform((v) =>
    normalizeDigits(v)
      .trim()
      .replace(/^(\d):/, '0$1:'),
  )
  .pipe(z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: key('timeInvalid') }));

const dayOptions = <T extends z.ZodRawShape>(extra: T) =>
  [
    z.strictObject({ mode: z.literal('closed'), ...extra }),
    z.strictObject({ mode: z.literal('open24'), ...extra }),
    z.strictObject({ mode: z.literal('hours'), opens: timeSchema, closes: timeSchema, ...extra }),
  ] as const;

/** Equal opening and closing times say nothing (24 hours is `open24`). */
const distinctTimes = (d: { mode: string; opens?: string; closes?: string }) =>
  d.mode !== 'hours' || d.opens !== d.closes;

/**
 * One day: `{ mode: 'closed' }`, `{ mode: 'open24' }` or `{ mode: 'hours', opens: '09:00',
 * closes: '17:00' }`; `closes` at or before `opens` runs past midnight (18:00–02:00).
 */
export const dayHoursSchema = z
  .discriminatedUnion('mode', dayOptions({}), { error: key('dayHoursInvalid') })
  .refine(distinctTimes, { error: key('timesEqual'), path: ['closes'] });

/** Monday to Sunday (§9), every day stated. */
export const weeklyHoursSchema = z.strictObject(
  Object.fromEntries(weekdays.map((d) => [d, dayHoursSchema])) as Record<
    (typeof weekdays)[number],
    typeof dayHoursSchema
  >,
  { error: key('hoursRequired') },
);

const isoDate = z
  .string({ error: key('dateInvalid') })
  .transform((v) => normalizeDigits(v).trim())
  .pipe(
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, { error: key('dateInvalid') })
      .refine(
        (v) =>
          !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) &&
          new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
        {
          error: key('dateInvalid'),
        },
      ),
  );

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;

/** A special period: its dates (both included), an optional label ("Ramadan") and that period's day hours. */
export const specialHoursSchema = z
  .discriminatedUnion(
    'mode',
    dayOptions({ from: isoDate, to: isoDate, label: textField({ max: 60, tooLong: key('labelTooLong') }) }),
    { error: key('dayHoursInvalid') },
  )
  .refine(distinctTimes, { error: key('timesEqual'), path: ['closes'] })
  .refine((s) => s.from <= s.to, { error: key('specialRange'), path: ['to'] })
  .refine((s) => dayNumber(s.to) - dayNumber(s.from) < businessLimits.specialDaysMax, {
    error: key('specialTooLong'),
    path: ['to'],
  });

export const specialHoursListSchema = z
  .array(specialHoursSchema, { error: key('dayHoursInvalid') })
  .max(businessLimits.specialPeriodsMax, { error: key('specialTooMany') })
  .superRefine((list, ctx) => {
    // overlapping periods would make the hours of a day depend on their order
    const sorted = list.map((s, index) => ({ ...s, index })).sort((a, b) => a.from.localeCompare(b.from));
    for (let i = 1; i < sorted.length; i++) {
      const [prev, cur] = [sorted[i - 1], sorted[i]];
      if (prev && cur && cur.from <= prev.to)
        ctx.addIssue({ code: 'custom', message: key('specialOverlap'), path: [cur.index, 'from'] });
    }
  });

/** The owner's hours-only update (PUT listings/:id/hours): it does not send the rest back to review. */
export const businessHoursRequestSchema = z.strictObject({
  hours: weeklyHoursSchema,
  special_hours: specialHoursListSchema.default([]),
});
export type BusinessHoursRequest = z.infer<typeof businessHoursRequestSchema>;

// ----------------------------------------------------------------------------------------------
// Links

const socialHosts: Record<BusinessSocial, RegExp> = {
  facebook: /(^|\.)(facebook\.com|fb\.com)$/,
  instagram: /(^|\.)instagram\.com$/,
  twitter: /(^|\.)(twitter\.com|x\.com)$/,
  youtube: /(^|\.)(youtube\.com|youtu\.be)$/,
  tiktok: /(^|\.)tiktok\.com$/,
  pinterest: /(^|\.)pinterest\.[a-z.]+$|(^|\.)pin\.it$/,
};

const parsedUrl = (v: string) => {
  try {
    const url = new URL(v);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
};

/** An http(s) address, or '' for none; "www.example.com" gets https:// in front. */
const urlField = (message: string, host?: RegExp) =>
  textField({ max: businessLimits.urlMax, tooLong: message })
    .transform((v) => (v && !/^[a-z][a-z0-9+.-]*:/i.test(v) ? `https://${v}` : v))
    .refine(
      (v) => {
        if (!v) return true;
        const url = parsedUrl(v);
        return Boolean(url?.hostname.includes('.') && (!host || host.test(url.hostname.toLowerCase())));
      },
      { error: message },
    );

// ----------------------------------------------------------------------------------------------
// The business

const coordinate = (min: number, max: number) =>
  z
    .union([z.number(), z.string()], { error: key('locationRequired') })
    .transform((v) => {
      if (typeof v === 'number') return v;
      const text = normalizeNumber(v);
      return text === '' ? Number.NaN : Number(text);
    })
    .pipe(
      z
        .number({ error: key('locationRequired') })
        .min(min, { error: key('locationInvalid') })
        .max(max, { error: key('locationInvalid') }),
    );

/** A required e-mail: empty says "required", anything else that is not an address "not valid". */
const requiredEmail = z
  .string({ error: key('emailRequired') })
  .refine((v) => v.trim() !== '', { error: key('emailRequired'), abort: true })
  .pipe(emailSchema);

const requiredPhone = z
  .string({ error: key('phoneRequired') })
  .refine((v) => v.trim() !== '', { error: key('phoneRequired'), abort: true })
  .pipe(phoneSchema);

/**
 * US ZIP (12345 or 12345-6789) or a Canadian/other postal code: letters, digits, a space or dash.
 * A code of digits alone is a ZIP, so it has five (4812 is a ZIP missing a digit).
 */
const postalCode = z
  .string({ error: key('postalCodeRequired') })
  .transform((v) => normalizeDigits(v).trim().toUpperCase())
  .pipe(
    z
      .string()
      .min(1, { error: key('postalCodeRequired') })
      .regex(/^[0-9A-Z][0-9A-Z -]{1,8}[0-9A-Z]$/, { error: key('postalCodeInvalid') })
      .refine((v) => /[A-Z]/.test(v) || /^\d{5}(-\d{4})?$/.test(v), { error: key('postalCodeInvalid') }),
  );

/**
 * A business's own fields (product description §3 Business/shop, §5 and §9 rules), stored in
 * listings.attributes. The company name is the listing's `title`, the short description its
 * `description` (1–3 lines: `businessFieldIssues`); the photos travel as `photo_groups`.
 * Strict: a field not named here is refused.
 */
export const businessAttributesSchema = z.strictObject({
  main_category_id: requiredId(key('mainCategoryRequired')),
  sub_category_ids: z
    .array(wholeNumber(key('subCategoryRequired'), 1, maxId), { error: key('subCategoryRequired') })
    .min(1, { error: key('subCategoryRequired') })
    .max(businessLimits.subCategoriesMax, { error: key('subCategoriesTooMany') })
    .transform((ids) => [...new Set(ids)]),
  // house numbers in ASCII digits, as maps, directions and search engines read an address
  street: textField({ max: 160, required: key('streetRequired') }).transform(normalizeDigits),
  city: textField({ max: 80, required: key('cityRequired') }),
  state: textField({ max: 80, required: key('stateRequired') }),
  postal_code: postalCode,
  phone: requiredPhone,
  email: requiredEmail,
  website: urlField(key('websiteInvalid')),
  socials: z
    .strictObject(
      Object.fromEntries(
        businessSocials.map((s) => [s, urlField(key(`socialInvalid.${s}`), socialHosts[s])]),
      ) as Record<BusinessSocial, ReturnType<typeof urlField>>,
      { error: key('socialsInvalid') },
    )
    .partial()
    .default({}),
  services: z
    .array(
      textField({
        max: businessLimits.serviceMax,
        required: key('serviceEmpty'),
        tooLong: key('serviceTooLong'),
      }),
      {
        error: key('servicesCount'),
      },
    )
    .min(businessLimits.servicesMin, { error: key('servicesCount') })
    .max(businessLimits.servicesMax, { error: key('servicesCount') }),
  hours: weeklyHoursSchema,
  special_hours: specialHoursListSchema.default([]),
  community: z
    .array(z.enum(communityAttributes, { error: key('communityInvalid') }), {
      error: key('communityInvalid'),
    })
    .max(communityAttributes.length, { error: key('communityInvalid') })
    .default([])
    .transform((list) => [...new Set(list)]),
  location: z.strictObject(
    { lat: coordinate(-90, 90), lng: coordinate(-180, 180) },
    { error: key('locationRequired') },
  ),
});
export type BusinessAttributes = z.infer<typeof businessAttributesSchema>;

/**
 * The rule on the common fields for a business: the short description is required, 1–3 lines (§9)
 * and short. (A price is not asked for and not shown; the core accepts one like for every kind.)
 */
export function businessFieldIssues(values: { description: string }): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const text = values.description.trim();
  if (!text) issues.push({ path: 'description', code: key('descriptionRequired') });
  else if (text.split(/\r\n|\r|\n/).length > businessLimits.descriptionLinesMax)
    issues.push({ path: 'description', code: key('descriptionLines') });
  else if (text.length > businessLimits.descriptionMax)
    issues.push({ path: 'description', code: key('descriptionTooLong') });
  return issues;
}

// ----------------------------------------------------------------------------------------------
// Photos

const groupMessages: Record<BusinessPhotoGroup, string> = {
  logo: key('logoRequired'),
  cover: key('coverRequired'),
  main: key('mainPhotosCount'),
  gallery: key('galleryCount'),
};

/**
 * How a business's photos travel in the API: `photo_groups` beside `attributes` in the create and
 * edit bodies, each group a list of uploaded photo ids (POST photos) in display order:
 *
 *   "photo_groups": { "logo": [id], "cover": [id], "main": [3–6 ids], "gallery": [3–10 ids] }
 *
 * (the same id in two groups is refused). A post's answer keeps one `photos` list — logo, cover,
 * main, gallery, in that order — where each photo carries its `role` ("logo", "cover", "main",
 * "gallery"); kinds without groups send `photo_ids` and get `role: null`. On an edit,
 * `photo_groups` left out keeps the photos as they are; sent, it replaces all of them.
 */
export const businessPhotoGroupsSchema = z.strictObject(
  Object.fromEntries(
    Object.entries(businessPhotoGroups).map(([group, { min, max }]) => {
      const message = groupMessages[group as BusinessPhotoGroup];
      return [
        group,
        z.array(photoIdSchema, { error: message }).min(min, { error: message }).max(max, { error: message }),
      ];
    }),
  ) as Record<BusinessPhotoGroup, z.ZodArray<typeof photoIdSchema>>,
  { error: key('logoRequired') },
);

// ----------------------------------------------------------------------------------------------
// Lists

/** A yes-flag of a GET form: a ticked checkbox sends "1" (or "on", "true"); absent or '' = no filter. */
const flag = z.preprocess(
  (v) => (v === '' || v === undefined ? undefined : v),
  z
    .enum(['1', 'on', 'true'], { error: key('filterInvalid') })
    .transform(() => true)
    .optional(),
);

/** The community filters: repeated `community=halal&community=prayer_space`, or a comma-separated list. */
const communityFilter = z.preprocess(
  (v) => {
    const list = (Array.isArray(v) ? v : typeof v === 'string' ? v.split(',') : v) as unknown;
    return Array.isArray(list) ? list.filter((x) => x !== '') : list;
  },
  z
    .array(z.enum(communityAttributes, { error: key('communityInvalid') }), {
      error: key('communityInvalid'),
    })
    .max(communityAttributes.length, { error: key('communityInvalid') })
    .transform((list) => (list.length ? [...new Set(list)] : undefined))
    .optional(),
);

/**
 * What a business list can be filtered by (GET listings?kind=business, /SubCategory pages): its main
 * category, one sub-category, open now (in CITY_TIME_ZONE) and community attributes (all of them).
 */
export const businessFilterSchema = z.strictObject({
  main_category_id: optionalFilterId(key('mainCategoryInvalid')),
  sub_category_id: optionalFilterId(key('subCategoryInvalid')),
  open_now: flag,
  community: communityFilter,
});
export type BusinessFilters = z.infer<typeof businessFilterSchema>;
