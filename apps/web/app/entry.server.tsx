import { Transform } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import type { RenderToPipeableStreamOptions } from 'react-dom/server';
import { renderToPipeableStream } from 'react-dom/server';
import { type AppLoadContext, type EntryContext, ServerRouter } from 'react-router';
import { deferAppScripts } from './framework/deferred-boot.server';

export const streamTimeout = 5_000;

/**
 * React Router's default Node entry, with the app's scripts deferred past the first paint. The shop server buffers the document and allows its inline
 * scripts by hash in the CSP (apps/api/src/storefront/inline-scripts.ts), so pages can be cached.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  _loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let status = responseStatusCode;
    // Crawlers get the whole document at once; people get the shell as soon as it is ready.
    const readyOption: keyof RenderToPipeableStreamOptions =
      isbot(request.headers.get('user-agent')) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      // React 19 moves finished <Suspense> content past the first 12.8 KB to the end of the stream,
      // shown by an inline script: without JavaScript it would stay hidden. The document is
      // buffered anyway, so every finished boundary stays in place (the product page has some).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      [readyOption]() {
        shellRendered = true;
        // The whole document is kept until it ends (the shop buffers it anyway), so the scripts'
        // tags can be rewritten to load after the first paint (framework/deferred-boot.server.ts).
        const chunks: Buffer[] = [];
        const body = new Transform({
          transform(chunk: Buffer, _encoding, callback) {
            chunks.push(chunk);
            callback();
          },
          flush(callback) {
            clearTimeout(timeoutId);
            timeoutId = undefined;
            callback(null, deferAppScripts(Buffer.concat(chunks).toString('utf8')));
          },
        });
        responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
        pipe(body);
        resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status }));
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        status = 500;
        // Errors before the shell reject and are logged by React Router itself.
        if (shellRendered) console.error(error);
      },
    });
  });
}
