import { describe, expect, it } from 'vitest';
import { hostileRedirectTargets } from '../server/test/hostile-input.ts';
import { hasControlCharacters } from './limits.ts';
import { safeRedirect } from './safe-redirect.ts';

/** Where a browser lands when it follows `Location: location` from a page of this site. */
function landing(location: string) {
  return new URL(location, 'https://jaliya.example/Login');
}

describe('safeRedirect', () => {
  it.each(hostileRedirectTargets)('keeps %j on this site', (target) => {
    const result = safeRedirect(target, '/Profile');
    expect(landing(result).host).toBe('jaliya.example');
    expect(result).toMatch(/^\/(?![/\\])/);
    expect(hasControlCharacters(result)).toBe(false);
  });

  it.each([
    ['https://evil.example', '/Profile'],
    ['//evil.example/x', '/evil.example/x'],
    ['/\\evil.example/x', '/evil.example/x'],
    ['\\\\evil.example', '/evil.example'],
    ['/%2F%2Fevil.example', '/evil.example'],
    ['/%5Cevil.example', '/evil.example'],
    ['/%2f%5cevil.example?next=1', '/evil.example?next=1'],
    ['/\t/evil.example', '/evil.example'],
    ['/\n/evil.example', '/evil.example'],
    ['/.//evil.example', '/evil.example'],
    ['/a/..//evil.example', '/evil.example'],
    ['javascript:alert(1)', '/Profile'],
    ['Profile', '/Profile'],
    ['', '/Profile'],
    ['/Blog\u0000', '/Profile'],
    ['/Blog\u001b', '/Profile'],
    ['/Blog\u007f', '/Profile'],
  ])('%j becomes %j', (target, expected) => {
    expect(safeRedirect(target, '/Profile')).toBe(expected);
  });

  it.each([
    ['/Profile', '/Profile'],
    ['/Blog?page=2', '/Blog?page=2'],
    ['/Show-Blog/3/slug#comments', '/Show-Blog/3/slug#comments'],
    ['/search-result/%D9%82%D9%87%D9%88%D8%A9', '/search-result/%D9%82%D9%87%D9%88%D8%A9'],
    ['/', '/'],
  ])('leaves the same-site path %j as it is', (target, expected) => {
    expect(safeRedirect(target, '/Profile')).toBe(expected);
  });

  it('encodes what a header cannot carry, so the redirect itself never fails', () => {
    expect(safeRedirect('/search-result/قهوة')).toBe('/search-result/%D9%82%D9%87%D9%88%D8%A9');
  });

  it('answers the fallback for anything that is not a string or is too long', () => {
    expect(safeRedirect(null, '/x')).toBe('/x');
    expect(safeRedirect(undefined)).toBe('/');
    expect(safeRedirect(['/Blog'], '/x')).toBe('/x');
    expect(safeRedirect(`/${'a'.repeat(3000)}`, '/x')).toBe('/x');
  });
});
