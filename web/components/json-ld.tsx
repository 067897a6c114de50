import type { Deferred } from '../lib/deferred-data.tsx';

/**
 * A page's JSON-LD, in the body, from a deferred value (web/lib/deferred-data.tsx): crawlers read it
 * in the server's HTML, and a page load does not send it a second time in its hydration data. The
 * browser renders the element empty while hydrating, which React leaves as the server wrote it (it
 * never patches `dangerouslySetInnerHTML` while hydrating); a client navigation's data fills it.
 * `null`: the page has none (decided by the loader, so server and browser render the same).
 */
export function JsonLd({ data }: { data: Deferred<object> | null }) {
  if (!data) return null;
  // `<` escaped: the text can never close the script element
  const json = data.value ? JSON.stringify(data.value).replace(/</g, '\\u003c') : '';
  return (
    <script type="application/ld+json" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: json }} />
  );
}
