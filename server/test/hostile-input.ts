/**
 * Hostile inputs the security tests share (unit and integration), so every check is fed the same table.
 */

/**
 * Redirect targets that try to leave the site: as a `redirectTo` value, or as the rest of a path
 * after `/en` or `/ar`. Browsers drop tabs and newlines, read `\` as `/` and take `//host` as a host.
 */
export const hostileRedirectTargets = [
  '//evil.example/x',
  '///evil.example/x',
  '/\\evil.example/x',
  '/\\/evil.example/x',
  '\\\\evil.example/x',
  '/%2F%2Fevil.example/x',
  '/%2f%2fevil.example/x',
  '/%5Cevil.example/x',
  '/%5C%5Cevil.example/x',
  '/%2f%5cevil.example/x',
  '/%09/evil.example/x',
  '/\t/evil.example/x',
  '/\n/evil.example/x',
  '/\r\n/evil.example/x',
  '/.//evil.example/x',
  '/a/..//evil.example/x',
  '/%2e%2e//evil.example/x',
  '/https://evil.example/x',
  'https://evil.example/x',
  'http:evil.example',
  'javascript:alert(1)',
  ' //evil.example',
] as const;

/** C0 controls and DEL that PostgreSQL refuses (NUL) or that have no place in text. */
export const controlCharacters = ['\u0000', '\u0001', '\u001b', '\u007f'] as const;
