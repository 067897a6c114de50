import { readFileSync } from 'node:fs';

// The server bundle lives in build/server/; the browser's assets in build/client/.
const clientDir = new URL('../client/', import.meta.url);
const texts = new Map<string, string>();

/** The text of a built stylesheet (`/assets/x-hash.css`), read once and kept: hashed files never change. */
export function readBuiltStyle(href: string): string {
  let text = texts.get(href);
  if (text === undefined) {
    if (!/^\/assets\/[\w.-]+\.css$/.test(href)) throw new Error(`not a built stylesheet: ${href}`);
    // a `</style` inside CSS would end the element early; built CSS never has one, but never trust it
    text = readFileSync(new URL(`.${href}`, clientDir), 'utf8').replaceAll('</style', '<\\/style');
    texts.set(href, text);
  }
  return text;
}
