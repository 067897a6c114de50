import { sql } from 'kysely';

/**
 * The bilingual query of decision 010, for every searched table: the words through the English
 * stemmer, folded through the Arabic one and normalised as simple words, OR-ed; and the normalised
 * text for trigram similarity on titles.
 */
export const bilingualTsQuery = (q: string) =>
  sql`(websearch_to_tsquery('english', ${q}) || websearch_to_tsquery('arabic', ar_fold(${q})) || websearch_to_tsquery('simple', ar_normalize(${q})))`;

export const normalizedQuery = (q: string) => sql<string>`ar_normalize(${q})`;
