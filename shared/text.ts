const entities: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&nbsp;': ' ',
};
const blockTag = /<\/?(p|div|h\d|li|ul|ol|br|blockquote|table|tr|td|th|hr|figure|figcaption)\b[^>]*>/gi;

/**
 * Rich text reduced to one line of words — for excerpts, teasers and meta descriptions — cut on a
 * word boundary at `max` characters. Block tags separate words; inline tags (strong, a…) do not.
 * The result is plain text: render it as text, never as HTML.
 */
export function plainText(html: string, max = 160): string {
  const text = html
    // raw input may carry scripts and styles: their content is not words
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(blockTag, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (m) => entities[m] ?? m)
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
