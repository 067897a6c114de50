import { pageSchema } from '#shared/params.ts';
import { normalizeDigits } from '#shared/limits.ts';

/** The ?page= of a web URL: absent → 1, Arabic-Indic digits accepted, anything invalid → null (404). */
export function pageFromUrl(url: URL): number | null {
  const raw = url.searchParams.get('page');
  if (raw === null) return 1;
  const parsed = pageSchema.safeParse(normalizeDigits(raw));
  return parsed.success ? parsed.data : null;
}
