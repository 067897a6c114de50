// Fails when a catalog names a key twice in one object (JSON.parse keeps the last silently),
// when the English and Arabic catalogs differ in keys, when a message is not valid ICU,
// when an Arabic plural lacks one of the six forms, or when the two sides use different arguments.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, TYPE } from '@formatjs/icu-messageformat-parser';

const dir = new URL('../shared/i18n/', import.meta.url).pathname;
const arabicForms = new Intl.PluralRules('ar').resolvedOptions().pluralCategories;
const problems = [];

function flatten(prefix, value, out) {
  if (typeof value === 'string') out[prefix] = value;
  else for (const [k, v] of Object.entries(value)) flatten(prefix ? `${prefix}.${k}` : k, v, out);
  return out;
}
/** The keys a JSON text repeats within one object, as dotted paths. */
function repeatedKeys(text) {
  const repeated = [];
  const objects = []; // per open object or array: its keys (null for an array) and its path
  let lastString = null;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '"') {
      let j = i + 1;
      while (text[j] !== '"') j += text[j] === '\\' ? 2 : 1;
      lastString = JSON.parse(text.slice(i, j + 1));
      i = j;
    } else if (c === ':') {
      const top = objects.at(-1);
      if (top.keys.has(lastString)) repeated.push([...top.path, lastString].join('.'));
      top.keys.add(lastString);
      top.current = lastString;
    } else if (c === '{' || c === '[') {
      const parent = objects.at(-1);
      objects.push({ keys: new Set(), path: parent ? [...parent.path, parent.current ?? ''] : [] });
    } else if (c === '}' || c === ']') objects.pop();
  }
  return repeated;
}

function load(lang) {
  const out = {};
  for (const file of readdirSync(join(dir, lang)).filter((f) => f.endsWith('.json'))) {
    try {
      const text = readFileSync(join(dir, lang, file), 'utf8');
      for (const key of repeatedKeys(text)) problems.push(`${lang}/${file}: '${key}' is given twice`);
      flatten(file.replace(/\.json$/, ''), JSON.parse(text), out);
    } catch (error) {
      problems.push(`${lang}/${file}: ${error.message}`);
    }
  }
  return out;
}
function walk(elements, visit) {
  for (const el of elements) {
    visit(el);
    if (el.type === TYPE.plural || el.type === TYPE.select)
      for (const option of Object.values(el.options)) walk(option.value, visit);
    if (el.type === TYPE.tag) walk(el.children, visit);
  }
}
function inspect(lang, key, message) {
  let ast;
  try {
    ast = parse(message, { requiresOtherClause: true });
  } catch (error) {
    problems.push(`${lang} ${key}: invalid ICU (${error.message})`);
    return new Set();
  }
  const args = new Set();
  walk(ast, (el) => {
    if ('value' in el && el.type !== TYPE.literal && el.type !== TYPE.pound) args.add(el.value);
    if (
      el.type === TYPE.select ||
      el.type === TYPE.number ||
      el.type === TYPE.date ||
      el.type === TYPE.time ||
      el.type === TYPE.tag ||
      (el.type === TYPE.plural && el.pluralType === 'ordinal')
    )
      problems.push(
        `${lang} ${key}: only {arguments} and {n, plural, …} are supported by shared/i18n/format.ts`,
      );
    if (el.type === TYPE.plural && lang === 'ar') {
      const missing = arabicForms.filter((form) => !(form in el.options));
      if (missing.length) problems.push(`ar ${key}: plural lacks ${missing.join(', ')}`);
    }
  });
  return args;
}

const en = load('en');
const ar = load('ar');
for (const key of Object.keys(en)) if (!(key in ar)) problems.push(`ar is missing ${key}`);
for (const key of Object.keys(ar)) if (!(key in en)) problems.push(`en is missing ${key}`);
for (const key of Object.keys(en)) {
  const a = inspect('en', key, en[key]);
  if (!(key in ar)) continue;
  const b = inspect('ar', key, ar[key]);
  const diff = [...a].filter((x) => !b.has(x)).concat([...b].filter((x) => !a.has(x)));
  if (diff.length) problems.push(`${key}: arguments differ between en and ar (${diff.join(', ')})`);
  if (ar[key].trim() === '' && en[key].trim() !== '') problems.push(`ar ${key}: empty`);
}
if (problems.length) {
  console.error(`i18n check failed:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`i18n check: ok (${Object.keys(en).length} keys in each language)`);
