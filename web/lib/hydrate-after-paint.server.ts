import { Transform, type TransformCallback } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { catalogUrl } from './catalog-registry.ts';
import { catalogsMetaName } from './i18n.ts';
import { siteMetaName, siteModuleUrl } from './site-shell.ts';

/**
 * The first paint must not wait for the framework. React Router writes `<link rel="modulepreload">`
 * tags into `<head>` and ends the page with one inline module script whose static imports
 * (`import * as route0 from "/assets/root-….js"`) evaluate the framework and the routes as soon as
 * they arrive. On a phone the fetch and compile of ≈ 105 KB of script competes with the first
 * layout, and the evaluation runs before the first frame. This stream rewrite:
 * - takes the module preloads out of `<head>`,
 * - turns the static route imports into dynamic ones that start once the browser reports its first
 *   paint, after the same preloads have been added back (all fetched in parallel, no waterfall).
 * So the page paints from the server's HTML and CSS, then fetches and hydrates. Decision 060.
 *
 * The signal is the paint timing entry, not a frame or a timer: a test that installs a fake clock
 * (Playwright's `page.clock`) freezes `requestAnimationFrame` and `setTimeout`, never paint entries.
 * `buffered` hands over a paint that happened before the script ran (a fake clock also fakes
 * `performance.getEntries*`, so the observer is the only reliable way to ask). A hidden tab paints
 * nothing, and a browser without paint timing has no way to tell: both start at once. The added preloads need no nonce: the CSP's script-src allows 'self'.
 */
// the page's catalog modules (web/lib/i18n.ts CatalogsMeta) and its site shell module
// (web/lib/site-shell.ts SiteMeta) are preloaded with the route modules
const catalogsMeta = new RegExp(`<meta name="${catalogsMetaName}" content="([^"]*)"/>`, 'g');
const siteMeta = new RegExp(`<meta name="${siteMetaName}" content="([^"]*)"/>`, 'g');
const preloadLink = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g;
const scriptStart = /<script nonce="[^"]*" type="module" async="">/;
const staticImport = /import \* as (\w+) from ("[^"]+");/g;
const afterFirstPaint =
  'await new Promise((go) => {' +
  "if (document.visibilityState !== 'visible' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) return go();" +
  "new PerformanceObserver((list, seen) => { seen.disconnect(); go(); }).observe({ type: 'paint', buffered: true });" +
  '});';

function addPreloads(hrefs: readonly string[]): string {
  if (hrefs.length === 0) return '';
  return (
    // each once (a route module and a catalog can be named by more than one match)
    `for (const href of ${JSON.stringify([...new Set(hrefs)])}) {` +
    "const link = document.createElement('link'); link.rel = 'modulepreload'; link.href = href; document.head.append(link);" +
    '}'
  );
}

/** Rewrites React Router's module script (without its closing tag); `preloads` are put back first. */
export function rewriteModuleScript(script: string, preloads: readonly string[] = []): string {
  if (!staticImport.test(script)) return script;
  staticImport.lastIndex = 0;
  const open = scriptStart.exec(script)?.[0] ?? '';
  const body = script.slice(open.length).replace(staticImport, 'const $1 = await import($2);');
  return `${open}${afterFirstPaint}${addPreloads(preloads)}${body}`;
}

/** A pass-through for the HTML stream that applies the rewrite, whatever the chunk boundaries. */
export function hydrateAfterPaint(): Transform {
  // a chunk may end inside a multi-byte character (Arabic text): decode across chunks
  const decoder = new StringDecoder('utf8');
  const preloads: string[] = [];
  let pending = '';
  let inScript = false;
  const takePreload = (_link: string, href: string) => {
    preloads.push(href);
    return '';
  };
  const takeCatalogs = (meta: string, ids: string) => {
    for (const id of ids.split(' ').filter(Boolean)) preloads.push(catalogUrl(id));
    return meta;
  };
  const takeSite = (meta: string, id: string) => {
    preloads.push(siteModuleUrl(id));
    return meta;
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, done: TransformCallback) {
      pending += decoder.write(chunk);
      let out = '';
      for (;;) {
        if (inScript) {
          const end = pending.indexOf('</script>');
          if (end === -1) break;
          out += rewriteModuleScript(pending.slice(0, end), preloads);
          pending = pending.slice(end);
          inScript = false;
          continue;
        }
        // a tag cut by the chunk boundary waits for the next chunk
        const lastOpen = pending.lastIndexOf('<');
        const whole =
          lastOpen !== -1 && pending.indexOf('>', lastOpen) === -1 ? pending.slice(0, lastOpen) : pending;
        const rest = pending.slice(whole.length);
        const text = whole
          .replace(preloadLink, takePreload)
          .replace(catalogsMeta, takeCatalogs)
          .replace(siteMeta, takeSite);
        const start = scriptStart.exec(text);
        if (!start) {
          out += text;
          pending = rest;
          break;
        }
        out += text.slice(0, start.index);
        pending = text.slice(start.index) + rest;
        inScript = true;
      }
      done(null, out);
    },
    flush(done: TransformCallback) {
      done(null, pending + decoder.end());
    },
  });
}
