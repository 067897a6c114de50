/**
 * Whether a service error is NOT_FOUND. Compared by code, not `instanceof`: the web build bundles
 * its own copy of shared/errors.ts, so the server's AppError class is a different object there.
 */
export function isNotFoundError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'NOT_FOUND';
}
