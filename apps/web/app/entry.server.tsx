import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isCrawler } from '@casino/shared/crawler';
import type { RenderToPipeableStreamOptions } from 'react-dom/server';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type AppLoadContext, type EntryContext } from 'react-router';
import { NonceProvider } from './lib/nonce';

/**
 * The server makes its request handler with this copy of the router: the production build
 * bundled here (vite.config.ts), and the same one whose `data()` and `redirect()` the loaders
 * return, which the handler tells apart by class.
 */
export { createRequestHandler } from 'react-router';

export const streamTimeout = 5_000;

/**
 * React Router's default Node entry, plus the CSP nonce of the response: React's
 * own inline scripts, the router's hydration data and the page's inline scripts
 * (through NonceProvider) all carry it, so the policy needs no 'unsafe-inline'.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.cspNonce;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    // Crawlers and kept guest pages get the whole page at once; players get the shell first and
    // the rest streamed. A page sent whole carries none of React's scripts that reveal late parts:
    // on a phone's line those bytes put home past the first round trip (issue 14).
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isCrawler(userAgent)) || routerContext.isSpaMode || loadContext.wholePage
        ? 'onAllReady'
        : 'onShellReady';

    // Leaves time to flush the rejected boundaries after the router's own stream timeout.
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider nonce={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        // A finished Suspense boundary larger than this is sent apart and revealed by a script
        // later (batched, up to 300 ms after it arrives), so the first paint would show the page
        // without it and the rest would shift in. Our boundaries only split hydration into
        // tasks (lib/hydrate-apart.tsx): what is ready is written in place, whatever its size.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set('Content-Type', 'text/html');
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors before the shell reject and are logged by React Router; later ones only surface here.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
