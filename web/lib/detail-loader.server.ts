import { data } from 'react-router';
import { idSchema } from '../../shared/params.ts';
import { normalizeDigits } from '../../shared/limits.ts';

/**
 * Whether a service error is NOT_FOUND (or a kind's own *_NOT_FOUND). Compared by code, not
 * `instanceof`: the web build bundles its own copy of shared/errors.ts, so the server's AppError
 * class is a different object there.
 */
export function isNotFoundError(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' && (code === 'NOT_FOUND' || code.endsWith('_NOT_FOUND'));
}

/**
 * The loader of every detail page (a blog post, a guide, a listing): the `:id` path segment
 * (Arabic-Indic digits accepted) is read, `load` fetches the record, and anything that is not a
 * valid id or not found answers the site's 404 page — never a 500.
 */
export async function loadDetailOr404<T>(
  rawId: string | undefined,
  load: (id: number) => Promise<T>,
): Promise<T> {
  const parsed = idSchema.safeParse(normalizeDigits(rawId ?? ''));
  if (!parsed.success) throw data(null, { status: 404 });
  try {
    return await load(parsed.data);
  } catch (error) {
    if (isNotFoundError(error)) throw data(null, { status: 404 });
    throw error;
  }
}
