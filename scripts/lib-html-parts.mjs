// The parts of a page's HTML as the site renders it, found by position: measure:html weighs each
// part, and the no-script proxy of audit:web (lib-noscript-proxy.mjs) takes the scripts out.

/** The page's inline parts: each a list of [start, end) ranges, by kind. */
export function partsOf(html) {
  const ranges = { hydration: [], router: [], css: [], jsonLd: [], svg: [] };
  for (const m of html.matchAll(/<script\b[^>]*>[\s\S]*?<\/script>/g)) {
    const range = [m.index, m.index + m[0].length];
    if (/type="application\/ld\+json"/.test(m[0].slice(0, m[0].indexOf('>')))) ranges.jsonLd.push(range);
    else if (/streamController\.(enqueue|close)/.test(m[0])) ranges.hydration.push(range);
    else ranges.router.push(range);
  }
  for (const m of html.matchAll(/<style\b[^>]*>[\s\S]*?<\/style>/g))
    ranges.css.push([m.index, m.index + m[0].length]);
  for (const m of html.matchAll(/<svg\b[^>]*>[\s\S]*?<\/svg>/g))
    ranges.svg.push([m.index, m.index + m[0].length]);
  return ranges;
}

/** `html` less the given [start, end) ranges. */
export const without = (html, ranges) => {
  let out = '';
  let at = 0;
  for (const [start, end] of [...ranges].sort((a, b) => a[0] - b[0])) {
    out += html.slice(at, start);
    at = end;
  }
  return out + html.slice(at);
};
