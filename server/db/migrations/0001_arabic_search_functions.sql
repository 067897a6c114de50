-- Arabic folds used by search (see docs and shared/search/arabic.ts, their TypeScript twin).
-- Letters are written as \u escapes: right-to-left display hides swapped letters in literals.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- ar_normalize: strip tashkeel and tatweel; fold alef forms to bare alef, teh marbuta to heh,
-- alef maksura to yeh; Arabic-Indic and Eastern digits to ASCII. For exact, prefix, trigram and
-- 'simple' text search.
CREATE OR REPLACE FUNCTION ar_normalize(input text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
RETURN lower(translate(regexp_replace(input, E'[\\u064B-\\u065F\\u0670\\u0640]', '', 'g'),
  E'\u0623\u0625\u0622\u0671\u0629\u0649\u0660\u0661\u0662\u0663\u0664\u0665\u0666\u0667\u0668\u0669\u06F0\u06F1\u06F2\u06F3\u06F4\u06F5\u06F6\u06F7\u06F8\u06F9',
  E'\u0627\u0627\u0627\u0627\u0647\u064A01234567890123456789'));

-- ar_fold: like ar_normalize but keeps teh marbuta (and turns a word-final heh back into it), and
-- drops a leading waw/feh before the article when three or more letters follow. Only in front of
-- the built-in 'arabic' stemmer, which needs the teh marbuta to strip the article correctly.
CREATE OR REPLACE FUNCTION ar_fold(input text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
RETURN regexp_replace(
  regexp_replace(
    translate(regexp_replace(input, E'[\\u064B-\\u065F\\u0670\\u0640]', '', 'g'),
      E'\u0623\u0625\u0622\u0671\u0649\u0660\u0661\u0662\u0663\u0664\u0665\u0666\u0667\u0668\u0669\u06F0\u06F1\u06F2\u06F3\u06F4\u06F5\u06F6\u06F7\u06F8\u06F9',
      E'\u0627\u0627\u0627\u0627\u064A01234567890123456789'),
    E'\u0647(?![\u0621-\u064A])', E'\u0629', 'g'),
  E'(^|[^\u0621-\u064A])[\u0648\u0641](\u0627\u0644[\u0621-\u064A]{3,})', E'\\1\\2', 'g');

-- The document vector for bilingual content: English stemmed, Arabic folded then stemmed, and both
-- also as 'simple' normalised words so exact words and names match whatever the stemmer does.
CREATE OR REPLACE FUNCTION bilingual_tsvector(en_title text, en_body text, ar_title text, ar_body text) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE
RETURN setweight(to_tsvector('english', coalesce(en_title, '')), 'A')
    || setweight(to_tsvector('arabic', ar_fold(coalesce(ar_title, ''))), 'A')
    || setweight(to_tsvector('simple', ar_normalize(coalesce(en_title, '') || ' ' || coalesce(ar_title, ''))), 'A')
    || setweight(to_tsvector('english', coalesce(en_body, '')), 'C')
    || setweight(to_tsvector('arabic', ar_fold(coalesce(ar_body, ''))), 'C')
    || setweight(to_tsvector('simple', ar_normalize(coalesce(ar_body, ''))), 'D');
