import { Transform, type TransformCallback } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';

/**
 * React Router's `<Scripts>` ends the page with one inline module script whose static imports
 * (`import * as route0 from "/assets/root-….js"`) evaluate the framework and the routes as soon as
 * they arrive: on a phone that runs before the browser's first frame, so the first paint (and on
 * most pages the largest one) waits for hydration to evaluate. This rewrites those imports into
 * dynamic ones behind one frame, so the page paints from the server's HTML and CSS first and
 * hydrates right after. Module preloads still fetch the files early. Decision 060.
 */
const scriptStart = /<script nonce="[^"]*" type="module" async="">/;
const staticImport = /import \* as (\w+) from ("[^"]+");/g;
// a hidden tab gets no frames: the timer starts hydration anyway
const afterFirstFrame =
  'await new Promise((go) => { requestAnimationFrame(() => setTimeout(go)); setTimeout(go, 200); });';

export function rewriteModuleScript(script: string): string {
  if (!staticImport.test(script)) return script;
  staticImport.lastIndex = 0;
  const open = scriptStart.exec(script)?.[0] ?? '';
  const body = script.slice(open.length).replace(staticImport, 'const $1 = await import($2);');
  return `${open}${afterFirstFrame}${body}`;
}

/** A pass-through for the HTML stream that rewrites that one script, whatever the chunk boundaries. */
export function hydrateAfterPaint(): Transform {
  // a chunk may end inside a multi-byte character (Arabic text): decode across chunks
  const decoder = new StringDecoder('utf8');
  let pending = '';
  let inScript = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, done: TransformCallback) {
      pending += decoder.write(chunk);
      let out = '';
      for (;;) {
        if (!inScript) {
          const match = scriptStart.exec(pending);
          if (!match) {
            // keep a tail that could be the start of the opening tag
            const keep = Math.max(0, pending.length - 80);
            out += pending.slice(0, keep);
            pending = pending.slice(keep);
            break;
          }
          out += pending.slice(0, match.index);
          pending = pending.slice(match.index);
          inScript = true;
        }
        const end = pending.indexOf('</script>');
        if (end === -1) break;
        out += rewriteModuleScript(pending.slice(0, end));
        pending = pending.slice(end);
        inScript = false;
      }
      done(null, out);
    },
    flush(done: TransformCallback) {
      done(null, pending + decoder.end());
    },
  });
}
