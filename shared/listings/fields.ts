import { z } from 'zod';
import { hasControlCharacters, normalizeNumber, textField } from '../validation.ts';
import { maxId, wholeNumber } from '../params.ts';

/** Limits of the fields every kind shares; both the form and the API import them. */
export const listingLimits = {
  titleMax: 120,
  descriptionMax: 5000,
  /** Prices are whole or with cents, up to 99,999,999.99 (numeric(10,2) in the database). */
  priceMax: 99_999_999.99,
  idempotencyKeyMax: 100,
  /** The same author posting the same title at the same price within this many hours is a duplicate. */
  duplicateWindowHours: 48,
  perPageMax: 50,
} as const;

/**
 * A price as people type it: Arabic-Indic digits, the Arabic decimal (٫) and thousands (٬)
 * separators, commas between thousands and spaces are accepted; at most two decimals. Empty means no price
 * (a 'for buy' post may have none).
 */
export const priceSchema = z
  .union([z.string(), z.number(), z.null()], { error: 'listings.validation.priceInvalid' })
  .transform((v) => {
    if (v === null) return null;
    if (typeof v === 'number') return v;
    const typed = normalizeNumber(v).replace(/\s/g, '').replace(/٬/g, ',');
    // separators only between thousands: 1,200.50 is a price, 12,5,00 a typo
    if (typed.includes(',') && !/^\d{1,3}(,\d{3})+(\.\d+)?$/.test(typed)) return Number.NaN;
    const text = typed.replace(/,/g, '');
    return text === '' ? null : /^\d+(\.\d{1,2})?$/.test(text) ? Number(text) : Number.NaN;
  })
  .pipe(
    z
      .number({ error: 'listings.validation.priceInvalid' })
      .min(0, { error: 'listings.validation.priceInvalid' })
      .max(listingLimits.priceMax, { error: 'listings.validation.priceInvalid' })
      .refine((n) => Math.round(n * 100) === n * 100, { error: 'listings.validation.priceInvalid' })
      .nullable(),
  );

export const listingTitleSchema = textField({
  max: listingLimits.titleMax,
  required: 'listings.validation.titleRequired',
  tooLong: 'listings.validation.titleTooLong',
});

export const listingDescriptionSchema = textField({
  max: listingLimits.descriptionMax,
  multiline: true,
  tooLong: 'listings.validation.descriptionTooLong',
});

/**
 * The client's key for one submission (a form renders one; an app sends one per attempt): a retry
 * or a double click with the same key gets the post the first try created, never a second one.
 */
export const idempotencyKeySchema = z
  .string({ error: 'listings.validation.idempotencyKeyInvalid' })
  .min(8, { error: 'listings.validation.idempotencyKeyInvalid' })
  .max(listingLimits.idempotencyKeyMax, { error: 'listings.validation.idempotencyKeyInvalid' })
  .regex(/^[A-Za-z0-9_.:-]+$/, { error: 'listings.validation.idempotencyKeyInvalid' })
  .refine((v) => !hasControlCharacters(v), { error: 'listings.validation.idempotencyKeyInvalid' });

/** A required id chosen in a form (a select sends '' when nothing is chosen): one message for all. */
export const requiredId = (key: string) => wholeNumber(key, 1, maxId);

/** Optional free text of a list filter: '' (an empty form field) means no filter. */
export const filterText = (max: number, tooLong = 'market.validation.filterTextTooLong') =>
  textField({ max, tooLong }).transform((v) => v || undefined);

/** One of a list of values in a list filter; '' (the "all" option of a select) means no filter. */
export const filterEnum = <T extends readonly [string, ...string[]]>(values: T, key: string) =>
  z.preprocess((v) => (v === '' ? undefined : v), z.enum(values, { error: key }).optional());

/** A yes/no list filter or form checkbox: '1', 'true', 'on' (a checked box), '0', 'false'; '' means not stated. */
export const yesNo = (key: string) =>
  z.preprocess(
    (v) =>
      v === '' || v === undefined
        ? undefined
        : ['1', 'true', 'on'].includes(String(v))
          ? true
          : ['0', 'false', 'off'].includes(String(v))
            ? false
            : v,
    z.boolean({ error: key }).optional(),
  );

/**
 * A count or amount as people type it (Arabic-Indic digits, the Arabic decimal separator) from
 * `min` to `max` in steps of `step` (1: whole numbers; 0.5: bathrooms). Empty or missing gets the
 * `required` message; anything else out of shape gets `invalid`.
 */
export const countField = (required: string, invalid: string, min: number, max: number, step = 1) =>
  z.union([z.string(), z.number()], { error: required }).transform((v, ctx) => {
    const text = typeof v === 'number' ? String(v) : normalizeNumber(v);
    if (text === '') {
      ctx.addIssue({ code: 'custom', message: required });
      return z.NEVER;
    }
    const n = Number(text);
    if (!/^\d+(\.\d+)?$/.test(text) || n < min || n > max || Math.round(n / step) * step !== n) {
      ctx.addIssue({ code: 'custom', message: invalid });
      return z.NEVER;
    }
    return n;
  });
