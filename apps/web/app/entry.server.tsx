import { isCrawler } from '@casino/shared/crawler';
// The web-streams renderer, not the Node one (`react-dom/server`): the Node build runs every render
// inside an AsyncLocalStorage, and on Node 20 its first run turns async hooks on for the rest of
// the process's life, so every promise of every request after the first page cost more (health
// answered in 86 µs of CPU instead of 67, issue 12). The web-streams build keeps no storage on
// Node, and React Router answers with a web stream anyway.
import { renderToReadableStream } from 'react-dom/server.edge';
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
 * React Router's default entry, plus the CSP nonce of the response: React's
 * own inline scripts, the router's hydration data and the page's inline scripts
 * (through NonceProvider) all carry it, so the policy needs no 'unsafe-inline'.
 */
export default async function handleRequest(
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
  const userAgent = request.headers.get('user-agent');
  // Leaves time to flush the rejected boundaries after the router's own stream timeout.
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), streamTimeout + 1000);
  let shellRendered = false;

  // A shell that fails rejects, and React Router logs it and answers with its error page.
  const rendering = renderToReadableStream(
    <NonceProvider nonce={nonce}>
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
    </NonceProvider>,
    {
      nonce,
      signal: timeout.signal,
      // A finished Suspense boundary larger than this is sent apart and revealed by a script
      // later (batched, up to 300 ms after it arrives), so the first paint would show the page
      // without it and the rest would shift in. Our boundaries only split hydration into
      // tasks (lib/hydrate-apart.tsx): what is ready is written in place, whatever its size.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError(error: unknown) {
        responseStatusCode = 500;
        // Errors before the shell reject and are logged by React Router; later ones only surface here.
        if (shellRendered) console.error(error);
      },
    },
  );
  // Nothing is left to abort once the shell has failed or every boundary has rendered.
  rendering.catch(() => clearTimeout(timer));
  const body = await rendering;
  shellRendered = true;
  body.allReady.finally(() => clearTimeout(timer)).catch(() => undefined);
  // Crawlers and kept guest pages get the whole page at once; players get the shell first and
  // the rest streamed. A page sent whole carries none of React's scripts that reveal late parts:
  // on a phone's line those bytes put home past the first round trip (issue 14).
  if ((userAgent && isCrawler(userAgent)) || routerContext.isSpaMode || loadContext.wholePage) {
    await body.allReady;
  }
  responseHeaders.set('Content-Type', 'text/html');
  return new Response(body, { headers: responseHeaders, status: responseStatusCode });
}
