import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import { pageUrlOf } from '@kordon/contract';
import type { FastifyInstance } from 'fastify';
import type { ServerBuild } from 'react-router';
import { REFUSAL_DELAY_MS } from '../http/work-budget.js';
import type { Cache } from '../platform/cache.js';
import { type ApiTransport, collectingTags } from './api-transport.js';
import { createPageCache, PAGE_TAGS, PAGE_TTL_MS, pageKey, type RenderedPage, toRenderedPage } from './page-cache.js';
import { isPageDataUrl, refusePageRequest, sendPlain, sendRenderedPage, toFetchRequest } from './page-request.js';
import { createRenderGate, keepClientIp } from './render-gate.js';

export type StorefrontOptions = {
  /** apps/web/build: client/ holds browser assets, server/index.js the renderer. */
  buildDir: string;
  transport: (app: FastifyInstance) => ApiTransport;
  /** Public origin for canonical links: config.siteUrl, read per request (it is set after listen). */
  siteUrl: () => string;
  mode: 'production' | 'development';
  /** RENDERS_IN_FLIGHT_MAX: renders under way at once. */
  rendersInFlightMax: number;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Refuses new page renders and waits (at most `timeoutMs`) for those in flight. */
    drainStorefront?: (timeoutMs: number) => Promise<void>;
    /** Rendered pages; a change to the catalogue, content or store drops its tag. */
    pageCache?: Cache;
  }
}

/**
 * Page renders call the API in-process, which Fastify refuses once it is closing; so on shutdown
 * the renders in flight must finish before the app closes.
 */
function trackRenders() {
  let inFlight = 0;
  let idle: (() => void) | undefined;
  const state = {
    draining: false,
    started(response: ServerResponse) {
      inFlight++;
      response.once('close', () => {
        inFlight--;
        if (inFlight === 0) idle?.();
      });
      if (state.draining) response.setHeader('connection', 'close');
    },
    drain(timeoutMs: number) {
      state.draining = true;
      if (inFlight === 0) return Promise.resolve();
      return new Promise<void>((resolve) => {
        idle = resolve;
        setTimeout(resolve, timeoutMs).unref();
      });
    },
  };
  return state;
}

export function storefrontIsBuilt(buildDir: string) {
  return fs.existsSync(path.join(buildDir, 'server', 'index.js'));
}

/** Serves built assets and hands every other path to React Router's server renderer. */
export function mountStorefront(options: StorefrontOptions) {
  return async (app: FastifyInstance) => {
    const clientDir = path.join(options.buildDir, 'client');
    // Imported here, not at the top: React must load after preferProductionRenderer() has run.
    const { createRequestHandler } = await import('react-router');
    const build = (await import(pathToFileURL(path.join(options.buildDir, 'server', 'index.js')).href)) as ServerBuild;
    const transport = options.transport(app);

    await app.register(fastifyStatic, {
      root: clientDir,
      prefix: '/',
      // Only files that exist at start-up become routes, so the renderer keeps every other path.
      wildcard: false,
      index: false,
      // Our own Cache-Control below; the plugin's default (max-age=0) would replace it.
      cacheControl: false,
      // Brotli and gzip twins written at build time (scripts/precompress.mjs).
      preCompressed: true,
      setHeaders: (res, file) => {
        const hashed = file.startsWith(path.join(clientDir, 'assets') + path.sep);
        res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    });

    const handle = createRequestHandler(build, options.mode);
    const pages = createPageCache();
    // A page is made of API answers: it drops with any of them (tags collected while rendering).
    app.decorate('pageCache', pages);
    app.answerCache.onInvalidate((tag) => pages.invalidateTag(tag));
    /**
     * Renders a page as a GET (HEAD shares its entry), not tied to one client's connection, from
     * the URL it is kept under; the tags of the answers it is built from become its own.
     */
    const renderPage = async (request: IncomingMessage, url: string) => {
      const fetchRequest = toFetchRequest(request, options.siteUrl(), url);
      if (!fetchRequest) return undefined;
      const tags = new Set<string>();
      const api = collectingTags(transport, tags);
      const answer = await handle(fetchRequest, { api, siteUrl: options.siteUrl() });
      return toRenderedPage(answer, { tags: [...tags], data: isPageDataUrl(url) });
    };
    const currencyKey = app.answerCurrencyKey;
    const gate = createRenderGate({ budget: app.workBudget, inFlightMax: options.rendersInFlightMax });
    const render = async (request: IncomingMessage, response: ServerResponse) => {
      const refusal = refusePageRequest(request);
      if (refusal) {
        // An unread body must not be taken for the next request on this connection.
        if (refusal.status === 413) response.setHeader('connection', 'close');
        return sendPlain(response, refusal);
      }
      const key = pageKey(request, currencyKey, app.cacheBypassKey);
      const stored = pages.peek<RenderedPage | undefined>(key);
      if (stored) return sendRenderedPage(request, response, stored);
      const busy = gate.refusal(key, request);
      if (busy) return void setTimeout(() => sendPlain(response, busy), REFUSAL_DELAY_MS).unref();
      const url = pageUrlOf(request.url ?? '/');
      const page = await pages.wrap(key, () => gate.render(key, request, () => renderPage(request, url)), {
        ttlMs: PAGE_TTL_MS,
        tags: PAGE_TAGS,
        tagsOf: (made) => made?.tags ?? [],
      });
      if (!page) return sendPlain(response, { status: 400, message: 'Bad Request' });
      // Shared by the requests that waited for this render, but not kept for later ones.
      if (!page.kept) pages.delete(key);
      sendRenderedPage(request, response, page);
    };
    const renders = trackRenders();
    app.decorate('drainStorefront', renders.drain);

    await app.register(async (pages) => {
      // Fastify must neither read nor refuse a body: refusePageRequest answers it 413, unread.
      pages.removeAllContentTypeParsers();
      pages.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
      pages.all('/*', (request, reply) => {
        if (renders.draining) {
          return reply.status(503).header('connection', 'close').header('retry-after', '5').send('Shutting down');
        }
        // The page writes the raw response: the headers the hooks set (security) go with it.
        for (const [name, value] of Object.entries(reply.getHeaders())) {
          if (value !== undefined) reply.raw.setHeader(name, value);
        }
        reply.hijack();
        keepClientIp(request.raw, request.ip);
        renders.started(reply.raw);
        // No request may end the process: whatever escapes the renderer becomes a plain 500.
        render(request.raw, reply.raw).catch((error: unknown) => {
          request.log.error({ err: error }, 'page render failed');
          sendPlain(reply.raw, { status: 500, message: 'Internal Server Error' });
        });
      });
    });
  };
}
