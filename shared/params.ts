import { z } from 'zod';
import { limits, normalizeDigits } from './validation.ts';

/** Page numbers a numbered list accepts; deeper pages than this are not a real reading use. */
export const maxPage = 1000;

/** The largest id PostgreSQL's integer holds. */
export const maxId = 2_147_483_647;

/**
 * A whole number in a query, path or form; Arabic-Indic and Eastern digits count as digits.
 * `key` is the catalog key of the one message every bad value gets.
 */
export const wholeNumber = (key: string, min: number, max: number) =>
  z
    .union([z.string(), z.number()], { error: key })
    .transform((v) => (typeof v === 'number' ? v : v.trim() === '' ? Number.NaN : Number(normalizeDigits(v))))
    .pipe(z.number({ error: key }).int({ error: key }).min(min, { error: key }).max(max, { error: key }));

export const pageSchema = wholeNumber('validation.pageInvalid', 1, maxPage);
export const perPageSchema = wholeNumber('validation.perPageInvalid', 1, limits.pageSizeMax);
export const idSchema = wholeNumber('validation.idInvalid', 1, maxId);
// loose: the API prefix adds :lang and :cityId, which the prefix hook still reads
export const idParamsSchema = z.looseObject({ id: idSchema });

/** An opaque keyset cursor from a previous page's `next_cursor`. */
export const cursorSchema = z
  .string()
  .max(64, { error: 'validation.cursorInvalid' })
  .regex(/^[A-Za-z0-9_-]+$/, { error: 'validation.cursorInvalid' });
