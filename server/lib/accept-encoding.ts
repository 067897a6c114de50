export type Encoding = 'br' | 'gzip' | 'identity';

const memo = new Map<string, Encoding>();

/**
 * The encoding to answer with for an Accept-Encoding header: brotli, else gzip, else none, honouring
 * `q=0` (refused) and `*`. Browsers send a handful of distinct headers, so the answers are memoised.
 */
export function preferredEncoding(header: string | undefined): Encoding {
  if (!header) return 'identity';
  const known = memo.get(header);
  if (known) return known;
  const q = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    q.set(name.trim(), qParam ? Number(qParam.slice(2)) || 0 : 1);
  }
  const accepts = (name: string) => (q.get(name) ?? q.get('*') ?? 0) > 0;
  const encoding: Encoding = accepts('br')
    ? 'br'
    : accepts('gzip') || accepts('x-gzip')
      ? 'gzip'
      : 'identity';
  if (memo.size < 100) memo.set(header, encoding);
  return encoding;
}
