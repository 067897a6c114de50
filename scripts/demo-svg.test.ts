import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const demo = new URL('../public/demo', import.meta.url).pathname;
const svgs = readdirSync(demo, { recursive: true, encoding: 'utf8' })
  .filter((name) => name.endsWith('.svg'))
  .map((name) => join(demo, name));

// An SVG shown by <img> is a document of its own: live text in it makes the browser set up fonts
// for that document in a phone's fresh renderer (decision 060: 135-158 ms of layout per home load
// with text, 5-7 ms outlined).
// scripts/outline-svg-text.py draws the text as outlines.
describe('demo SVG images carry their text as outlines', () => {
  it('finds the demo images', () => expect(svgs.length).toBeGreaterThan(10));
  it.each(svgs.map((path) => [relative(demo, path), path]))('%s has no <text>', (_name, path) => {
    expect(readFileSync(path, 'utf8')).not.toMatch(/<text[\s>]/);
  });
});
