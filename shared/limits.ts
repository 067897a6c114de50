/**
 * Limits and input clean-ups both sides use, free of zod so browser code that needs only these
 * stays small (the zod schemas live in shared/validation.ts).
 */
/** Limits both sides import. */
export const limits = {
  nameMax: 100,
  emailMax: 254,
  phoneMax: 32,
  subjectMax: 150,
  messageMax: 5000,
  searchMax: 100,
  pageSizeMax: 50,
} as const;

const arabicIndic = /[\u0660-\u0669]/g;
const easternArabic = /[\u06F0-\u06F9]/g;
/** Arabic-Indic (٠–٩) and Eastern (۰–۹) digits to ASCII. */
export function normalizeDigits(value: string): string {
  return value
    .replace(arabicIndic, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(easternArabic, (d) => String(d.charCodeAt(0) - 0x06f0));
}

/**
 * A number as people type it, ready for `Number()`: Arabic-Indic and Eastern digits, the Arabic
 * decimal separator (٫), a typographic minus, and the direction marks an Arabic keyboard or a paste
 * leaves around it (‎-٨٣٫١٧). Thousands separators are the caller's to allow (a price takes them).
 */
export function normalizeNumber(value: string): string {
  return normalizeDigits(value)
    .replace(/[\u200E\u200F\u061C]/g, '')
    .trim()
    .replace(/\u066B/g, '.')
    .replace(/^[\u2212\u2013]/, '-');
}

/** Bidi controls let a name pretend to be something else; they never belong in names or titles. */
export function stripBidiControls(value: string): string {
  return value.replace(/[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/g, '');
}

/**
 * True when `value` holds a C0 control character (U+0000–U+001F) or DEL (U+007F): PostgreSQL refuses
 * NUL in text and the others have no place in what people type. `multiline` text may keep tab, line
 * feed and carriage return. Written with char codes: a regex of control characters reads badly.
 */
export function hasControlCharacters(value: string, multiline = false): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code === 0x7f) return true;
    if (code >= 0x20) continue;
    if (multiline && (code === 0x09 || code === 0x0a || code === 0x0d)) continue;
    return true;
  }
  return false;
}
