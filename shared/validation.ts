import { z } from 'zod';
import { emailPattern } from './email.ts';
import { hasControlCharacters, limits, normalizeDigits, stripBidiControls } from './limits.ts';

export {
  hasControlCharacters,
  limits,
  normalizeDigits,
  normalizeNumber,
  stripBidiControls,
} from './limits.ts';

// In the browser our CSP has no 'unsafe-eval': zod's JIT cannot run there, and merely probing for it
// (`new Function('')`) logs a CSP violation that costs Lighthouse's best-practices score. Every
// schema module imports this one first, so this runs before any object schema is built. The server
// keeps the faster JIT.
if (typeof document !== 'undefined') z.config({ jitless: true });

/** The product description's e-mail rule (shared/email.ts, zod-free for browser code). */
export { emailPattern, isValidEmail } from './email.ts';

/** The catalog key every field answers when it holds control characters (NUL, ESC, DEL…). */
export const controlCharactersKey = 'validation.controlCharacters';

/** Messages are catalog keys so both sides translate them the same way. */
export const emailSchema = z
  .string({ error: 'validation.emailInvalid' })
  .trim()
  .refine((v) => !hasControlCharacters(v), { error: controlCharactersKey, abort: true })
  .max(limits.emailMax, { error: 'validation.emailInvalid' })
  .regex(emailPattern, { error: 'validation.emailInvalid' });

export interface TextFieldOptions {
  max: number;
  /** Catalog key for an empty value; without it the field is optional and '' (or absent) is accepted. */
  required?: string;
  tooLong?: string;
  /** Messages and descriptions: tab, line feed and carriage return are kept, bidi controls too. */
  multiline?: boolean;
}

/**
 * THE text schema: every free-text field (names, titles, subjects, messages, descriptions,
 * keywords) is built with it, so none can carry what PostgreSQL refuses (NUL) or what has no place
 * in text (other C0 controls, DEL) — those get a specific message, never a 500. Single-line text
 * also loses bidi controls (they let a name pretend to be something else) and every value is trimmed.
 */
export function textField(options: TextFieldOptions) {
  const { max, required, tooLong = 'validation.tooLong', multiline = false } = options;
  const input = z.string({ error: required ?? 'validation.invalid' });
  // a browser's form sends a textarea's line breaks as CRLF: stored as LF, one kind of line end
  const clean = (v: string | undefined) =>
    (multiline ? (v ?? '').replace(/\r\n?/g, '\n') : stripBidiControls(v ?? '')).trim();
  const checked = z
    .string()
    .refine((v) => !hasControlCharacters(v, multiline), { error: controlCharactersKey, abort: true })
    .min(required ? 1 : 0, { error: required ?? 'validation.required' })
    .max(max, { error: tooLong });
  return required ? input.transform(clean).pipe(checked) : input.optional().transform(clean).pipe(checked);
}

export const phoneSchema = z
  .string()
  .transform((v) => normalizeDigits(v).trim())
  .pipe(
    z
      .string()
      .refine((v) => !hasControlCharacters(v), { error: controlCharactersKey, abort: true })
      .max(limits.phoneMax, { error: 'validation.phoneInvalid' })
      .regex(/^[+()\-.\s\d]*$/, { error: 'validation.phoneInvalid', abort: true })
      // empty (the field is optional) or a whole number: the shortest local numbers have 7 digits
      .refine((v) => v === '' || v.replace(/\D/g, '').length >= 7, { error: 'validation.phoneInvalid' }),
  );
