import { z } from 'zod';
import { emailPattern } from './email.ts';
import { limits, normalizeDigits, stripBidiControls } from './limits.ts';

export { limits, normalizeDigits, stripBidiControls } from './limits.ts';

/** The product description's e-mail rule (shared/email.ts, zod-free for browser code). */
export { emailPattern, isValidEmail } from './email.ts';

/** Messages are catalog keys so both sides translate them the same way. */
export const emailSchema = z
  .string({ error: 'validation.emailInvalid' })
  .trim()
  .max(limits.emailMax, { error: 'validation.emailInvalid' })
  .regex(emailPattern, { error: 'validation.emailInvalid' });

export const cleanText = (max: number, requiredKey: string, tooLongKey = 'validation.tooLong') =>
  z
    .string({ error: requiredKey })
    .transform((v) => stripBidiControls(v).trim())
    .pipe(z.string().min(1, { error: requiredKey }).max(max, { error: tooLongKey }));

export const phoneSchema = z
  .string()
  .transform((v) => normalizeDigits(v).trim())
  .pipe(z.string().max(limits.phoneMax, { error: 'validation.phoneInvalid' }).regex(/^[+()\-.\s\d]*$/, { error: 'validation.phoneInvalid' }));
