/**
 * TypeScript twins of the SQL folds `ar_normalize` and `ar_fold` (migration 0001). They must give
 * the same result as the database for any input: `arabic.int.test.ts` in the search module checks
 * them against PostgreSQL on tricky strings. Letters are written as \u escapes because right-to-left
 * display hides swapped letters in literals.
 */

// tashkeel (U+064B–U+065F), superscript alef (U+0670) and tatweel (U+0640)
const marks = /[\u064B-\u065F\u0670\u0640]/g;

const alefForms = '\u0623\u0625\u0622\u0671'; // أ إ آ ٱ
const digitsFrom =
  '\u0660\u0661\u0662\u0663\u0664\u0665\u0666\u0667\u0668\u0669\u06F0\u06F1\u06F2\u06F3\u06F4\u06F5\u06F6\u06F7\u06F8\u06F9';
const digitsTo = '01234567890123456789';

function translator(from: string, to: string): (input: string) => string {
  const map = new Map<string, string>();
  for (let i = 0; i < from.length; i++) map.set(from[i], to[i]);
  return (input) => {
    let out = '';
    for (const ch of input) out += map.get(ch) ?? ch;
    return out;
  };
}

// ar_normalize: alef forms → ا, ة → ه, ى → ي, digits → ASCII
const normalizeLetters = translator(
  `${alefForms}\u0629\u0649${digitsFrom}`,
  `\u0627\u0627\u0627\u0627\u0647\u064A${digitsTo}`,
);
// ar_fold: the same but ة stays
const foldLetters = translator(
  `${alefForms}\u0649${digitsFrom}`,
  `\u0627\u0627\u0627\u0627\u064A${digitsTo}`,
);

// a heh not followed by an Arabic letter (word end) becomes teh marbuta again
const finalHeh = /\u0647(?![\u0621-\u064A])/g;
// a leading waw/feh glued to the article, with three or more letters after it: وال… / فال… → ال…
const conjunctionBeforeArticle = /(^|[^\u0621-\u064A])[\u0648\u0641](\u0627\u0644[\u0621-\u064A]{3,})/g;

/** For exact, prefix and trigram matching and the 'simple' text-search configuration. */
export function arNormalize(input: string): string {
  return normalizeLetters(input.replace(marks, '')).toLowerCase();
}

/** Only in front of PostgreSQL's 'arabic' stemmer (keeps ة so the article strips correctly). */
export function arFold(input: string): string {
  return foldLetters(input.replace(marks, ''))
    .replace(finalHeh, '\u0629')
    .replace(conjunctionBeforeArticle, '$1$2');
}
