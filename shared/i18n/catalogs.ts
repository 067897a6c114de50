import type { Lang, Messages } from './format.ts';

/**
 * All catalogs, flattened to `namespace.dotted.key`. Vite and Node both load JSON through
 * import.meta.glob / the bundler, so this module works on server and client; the client only ever
 * receives the namespaces a page needs (see `pickNamespaces`).
 */
const files = import.meta.glob<Record<string, unknown>>('./*/*.json', { eager: true, import: 'default' });

function flatten(prefix: string, value: unknown, out: Messages) {
  if (typeof value === 'string') out[prefix] = value;
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) flatten(prefix ? `${prefix}.${k}` : k, v, out);
}

const catalogs: Record<Lang, Messages> = { en: {}, ar: {} };
for (const [path, content] of Object.entries(files)) {
  const match = /\.\/(en|ar)\/([\w-]+)\.json$/.exec(path);
  if (!match) continue;
  flatten(match[2], content, catalogs[match[1] as Lang]);
}

export function allMessages(lang: Lang): Messages {
  return catalogs[lang];
}

const picked = new Map<string, Messages>();

/**
 * The messages of the given namespaces, to ship with a page. The same namespaces give the same
 * (frozen) object every time: built once, and the page's translator is memoised on it.
 */
export function pickNamespaces(lang: Lang, namespaces: string[]): Messages {
  const key = `${lang}:${namespaces.join(',')}`;
  let out = picked.get(key);
  if (!out) {
    out = Object.freeze(collect(lang, namespaces));
    picked.set(key, out);
  }
  return out;
}

/** The same as `pickNamespaces` without keeping the result: for combinations a request names. */
export function collect(lang: Lang, namespaces: readonly string[]): Messages {
  const out: Messages = {};
  const prefixes = namespaces.map((n) => `${n}.`);
  // a name is a namespace, a section of one (`market.show`) or a single string (`market.home`)
  for (const [key, value] of Object.entries(catalogs[lang])) {
    if (namespaces.includes(key) || prefixes.some((p) => key.startsWith(p))) out[key] = value;
  }
  return out;
}
