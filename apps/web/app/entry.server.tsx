/**
 * Server rendering of every page: React Router's default Node entry plus a per-response CSP nonce
 * (decision 020). The nonce goes on every script React Router writes (hydration context, modules,
 * streaming) and into the Content-Security-Policy header; the anonymous page cache stores header and
 * body together, so a cached page replays its own matching pair.
 */
import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import type { RenderToPipeableStreamOptions } from 'react-dom/server';
import { renderToPipeableStream } from 'react-dom/server';
import { type EntryContext, ServerRouter } from 'react-router';
import { getEnv } from './lib/env.server';
import { deferredModules } from './lib/hydration/deferred-modules.server';
import { loadMembersModules } from './lib/hydration/takeover';
import { ServerQueryProvider } from './lib/query/server-query-provider';
import { newCspNonce, pageContentSecurityPolicy } from './lib/security/csp.server';

export const streamTimeout = 5_000;

/** The header's signed-in modules, loaded by the first request (the routes have registered them by then). */
let membersModulesLoaded: Promise<void> | undefined;

/** Renders a document request; bots and SPA renders wait for all content. */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
): Response | Promise<Response> {
  const nonce = newCspNonce();
  // Vite's development client injects its own inline scripts without a nonce.
  if (process.env.NODE_ENV !== 'development') {
    responseHeaders.set(
      'Content-Security-Policy',
      pageContentSecurityPolicy(nonce, { apiUrl: getEnv().PUBLIC_API_URL }),
    );
  }
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  // The header's signed-in pieces render in the page itself, never streamed in after it: a streamed
  // boundary is revealed by moving its nodes once the page has loaded (decision 041). Loaded once.
  membersModulesLoaded ??= loadMembersModules();
  return membersModulesLoaded.then(
    () =>
      new Promise((resolve, reject) => {
        let shellRendered = false;
        const userAgent = request.headers.get('user-agent');
        const readyOption: keyof RenderToPipeableStreamOptions =
          (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
        let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
          () => abort(),
          streamTimeout + 1000,
        );

        const { pipe, abort } = renderToPipeableStream(
          <ServerQueryProvider>
            <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
          </ServerQueryProvider>,
          {
            nonce,
            // A Suspense boundary that has finished rendering stays where it is in the HTML. By default React
            // outlines any boundary over 500 bytes once 12.8 KB have been written: it is sent hidden at the
            // end and moved into place by a script after the page has loaded, which restyles that part of
            // the page and the takeover then finds it moved (decision 041). Pending boundaries still stream.
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
              const stream = createReadableStreamFromReadable(body);
              responseHeaders.set('Content-Type', 'text/html');
              // Nothing of the JavaScript loads before the first contentful paint (decision 039).
              const deferred = deferredModules();
              deferred.pipe(body);
              pipe(deferred);
              resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
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
      }),
  );
}
