import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import type { AppLoadContext, EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';
import { hydrateAfterPaint } from './lib/hydrate-after-paint.server.ts';
import { NonceContext } from './lib/nonce.ts';
import { StyleTextContext } from './lib/page-styles.tsx';
import { readBuiltStyle } from './lib/style-text.server.ts';

export const streamTimeout = 5_000;

/** Renders with this request's CSP nonce on every script React Router writes. */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    // Crawlers and no-JS visitors get the whole document at once.
    const readyOption =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    const nonce = loadContext.nonce;
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <StyleTextContext.Provider value={readBuiltStyle}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </StyleTextContext.Provider>
      </NonceContext.Provider>,
      {
        nonce,
        // React outlines a large Suspense boundary that has not suspended (its HTML sent after the
        // shell, revealed by a script) unless told otherwise: a page without JavaScript would then
        // never show a list's cards or filters (the boundaries of web/lib/deferred-data.tsx)
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        [readyOption]() {
          shellRendered = true;
          const body = hydrateAfterPaint();
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}
