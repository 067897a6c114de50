/**
 * A small ICU MessageFormat subset, enough for the catalogs and light enough for every page:
 * `{name}` arguments and `{count, plural, zero {…} one {…} two {…} few {…} many {…} other {…}}` with `#`
 * and exact `=N` cases. The i18n check script validates every message with the full ICU parser.
 */
export type Lang = 'en' | 'ar';
export type Messages = Record<string, string>;
export type Values = Record<string, string | number>;

const pluralRules = new Map<string, Intl.PluralRules>();
function pluralCategory(lang: Lang, n: number): string {
  let rules = pluralRules.get(lang);
  if (!rules) {
    rules = new Intl.PluralRules(lang);
    pluralRules.set(lang, rules);
  }
  return rules.select(n);
}

export function numberLocale(lang: Lang): string {
  // One decision for every page: Arabic pages show Western digits, as most Arab-American sites do.
  return lang === 'ar' ? 'ar-u-nu-latn' : 'en-US';
}

const numberFormats = new Map<Lang, Intl.NumberFormat>();

/**
 * Whole non-negative numbers (page numbers, counts) are grouped by hand: both page languages write
 * them as en-US does (Western digits, comma groups), and the first `Intl` formatter a browser builds
 * loads locale data in the middle of hydration (≈ 40 ms on a mid-range phone). Everything else goes
 * through a cached `Intl.NumberFormat`; a test holds the two to the same output.
 */
export function formatNumber(lang: Lang, n: number): string {
  if (Number.isSafeInteger(n) && n >= 0) return String(n).replace(/\B(?=(\d{3})+$)/g, ',');
  let format = numberFormats.get(lang);
  if (!format) {
    format = new Intl.NumberFormat(numberLocale(lang));
    numberFormats.set(lang, format);
  }
  return format.format(n);
}

/** Finds the index of the brace that closes the one opened at `start`. */
function closingBrace(text: string, start: number): number {
  let depth = 0;
  for (let i = start; i < text.length; i++) {
    if (text[i] === '{') depth++;
    else if (text[i] === '}') {
      depth--;
      if (depth === 0) return i;
    }
  }
  return -1;
}

function formatPlural(lang: Lang, body: string, value: number): string {
  const cases = new Map<string, string>();
  let i = 0;
  while (i < body.length) {
    const open = body.indexOf('{', i);
    if (open < 0) break;
    const key = body.slice(i, open).trim();
    const close = closingBrace(body, open);
    if (close < 0) break;
    cases.set(key, body.slice(open + 1, close));
    i = close + 1;
  }
  const chosen = cases.get(`=${value}`) ?? cases.get(pluralCategory(lang, value)) ?? cases.get('other') ?? '';
  return chosen.replace(/#/g, formatNumber(lang, value));
}

export function formatMessage(lang: Lang, message: string, values: Values = {}): string {
  let out = '';
  let i = 0;
  while (i < message.length) {
    const open = message.indexOf('{', i);
    if (open < 0) {
      out += message.slice(i);
      break;
    }
    out += message.slice(i, open);
    const close = closingBrace(message, open);
    if (close < 0) {
      out += message.slice(open);
      break;
    }
    const inner = message.slice(open + 1, close);
    const [name, kind, ...rest] = inner.split(',');
    const key = name.trim();
    if (kind && kind.trim() === 'plural') {
      const raw = values[key];
      const n = typeof raw === 'number' ? raw : Number(raw ?? 0);
      out += formatMessage(lang, formatPlural(lang, rest.join(','), n), values);
    } else {
      const v = values[key];
      out += v === undefined ? `{${key}}` : typeof v === 'number' ? formatNumber(lang, v) : v;
    }
    i = close + 1;
  }
  return out;
}

export type Translate = (key: string, values?: Values) => string;

export function createTranslator(lang: Lang, messages: Messages): Translate {
  return (key, values) => {
    const message = messages[key];
    if (message === undefined) return key;
    return formatMessage(lang, message, values);
  };
}

export const dirOf = (lang: Lang) => (lang === 'ar' ? 'rtl' : 'ltr');
