import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The Arabic font files carry only what Arabic writes with (scripts/subset-arabic-font.sh, decision
// 060); the rest of the Arabic block draws in the fallback face. So every Arabic character the site
// itself shows (its catalog and its demo content) must be in the cut, and the stylesheet must ask the
// file for exactly what the file holds.
const root = new URL('..', import.meta.url).pathname;
const read = (path: string) => readFileSync(join(root, path), 'utf8');

function codePoints(range: string): Set<number> {
  const points = new Set<number>();
  for (const part of range.split(',')) {
    const [from, to = from] = part.trim().replace(/^U\+/i, '').split('-');
    for (let p = Number.parseInt(from, 16); p <= Number.parseInt(to, 16); p++) points.add(p);
  }
  return points;
}

const scriptRange = read('scripts/subset-arabic-font.sh').match(/^arabic='([^']+)'/m)?.[1] ?? '';
const cut = codePoints(scriptRange);
const arabicBlock = /[\u0600-\u06ff]/gu;

const filesIn = (dir: string, ext: string) =>
  readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith(ext))
    .map((name) => join(dir, name));

describe('the Arabic font cut', () => {
  it('is what the stylesheet asks the regular and the bold file for', () => {
    const css = read('web/styles/arabic-font.css');
    const faces = [...css.matchAll(/ibm-plex-sans-arabic-(400|700)\.woff2[^}]*unicode-range:([^;]+);/g)];
    expect(faces).toHaveLength(2);
    for (const [, , range] of faces) expect(codePoints(range.replaceAll(/\s+/g, ''))).toEqual(cut);
  });

  it.each([...filesIn('shared/i18n/ar', '.json'), ...filesIn('server/db/seed', '.ts')])(
    'holds every Arabic character of %s',
    (path) => {
      const outside = [...new Set(read(path).match(arabicBlock) ?? [])].filter(
        (ch) => !cut.has(ch.codePointAt(0) ?? 0),
      );
      expect(outside.map((ch) => `U+${(ch.codePointAt(0) ?? 0).toString(16).toUpperCase()}`)).toEqual([]);
    },
  );
});
