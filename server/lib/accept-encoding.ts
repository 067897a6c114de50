export type Encoding = 'br' | 'gzip' | 'identity';

const memo = new Map<string, { preferred: Encoding; gzip: boolean }>();

/**
 * The encoding to answer with for an Accept-Encoding header: brotli, else gzip, else none, honouring
 * `q=0` (refused) and `*`. Browsers send a handful of distinct headers, so the answers are memoised.
 */
export function preferredEncoding(header: string | undefined): Encoding {
  return header ? parse(header).preferred : 'identity';
}

/** Whether the client takes gzip (a cached page is kept gzip-compressed: see gzip-splice.ts). */
export function acceptsGzip(header: string | undefined): boolean {
  return header ? parse(header).gzip : false;
}

function parse(header: string) {
  const known = memo.get(header);
  if (known) return known;
  const q = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    q.set(name.trim(), qParam ? Number(qParam.slice(2)) || 0 : 1);
  }
  const accepts = (name: string) => (q.get(name) ?? q.get('*') ?? 0) > 0;
  const gzip = accepts('gzip') || accepts('x-gzip');
  const answer = { preferred: (accepts('br') ? 'br' : gzip ? 'gzip' : 'identity') as Encoding, gzip };
  if (memo.size < 100) memo.set(header, answer);
  return answer;
}
