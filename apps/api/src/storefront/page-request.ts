import type { IncomingMessage, ServerResponse } from 'node:http';
import { encodedBody, negotiateEncoding } from '../platform/encoding.js';
import { PAGE_CACHE_CONTROL, type RenderedPage } from './page-cache.js';

/** Pages only read; no route has an action, so nothing else is ever handed to the renderer. */
export const PAGE_METHODS = ['GET', 'HEAD'] as const;

export type PageRefusal = { status: number; message: string; headers?: Record<string, string> };

/** A request line or header that says a body follows, whether its length is declared or chunked. */
export function carriesBody(request: IncomingMessage): boolean {
  const length = request.headers['content-length'];
  if (length !== undefined && length !== '0') return true;
  return request.headers['transfer-encoding'] !== undefined;
}

/**
 * Decides before anything is read whether a page request can be rendered. A body is refused
 * unread (413): pages take none, and reading one would let a client fill memory.
 */
export function refusePageRequest(request: IncomingMessage): PageRefusal | undefined {
  if (carriesBody(request)) return { status: 413, message: 'Pages take no request body' };
  const method = request.method ?? '';
  if (!(PAGE_METHODS as readonly string[]).includes(method)) {
    return { status: 405, message: 'Method Not Allowed', headers: { allow: PAGE_METHODS.join(', ') } };
  }
  if (!request.url?.startsWith('/')) return { status: 400, message: 'Bad Request' };
  return undefined;
}

/**
 * The Fetch request the renderer sees: a GET of `path` (a HEAD shares the GET's page) on the shop's
 * own origin (SITE_URL), never the Host header, so a forged Host cannot reach links.
 */
export function toFetchRequest(request: IncomingMessage, origin: string, path: string): Request | undefined {
  let url: URL;
  try {
    // Concatenated, not resolved: `//host/path` must stay a path, not become another origin.
    url = new URL(origin + path);
  } catch {
    return undefined;
  }
  const headers = new Headers();
  const raw = request.rawHeaders;
  for (let i = 0; i + 1 < raw.length; i += 2) {
    try {
      headers.append(raw[i]!, raw[i + 1]!);
    } catch {
      // Node accepts some header bytes the Fetch API refuses; such a header is dropped, not fatal.
    }
  }
  headers.set('host', url.host);
  return new Request(url, { method: 'GET', headers });
}

export function sendPlain(response: ServerResponse, refusal: PageRefusal) {
  if (response.headersSent) return void response.destroy();
  response.writeHead(refusal.status, {
    'content-type': 'text/plain; charset=utf-8',
    'cache-control': 'no-store',
    ...refusal.headers,
  });
  response.end(refusal.message);
}

/** Bodies smaller than this go as they are: a compressed one would save less than its headers. */
const MIN_COMPRESSED_BYTES = 1024;

/**
 * spec-coverage 9.6a: how long the browser may answer a click with a page's data it prefetched.
 * Chromium reuses a prefetch only within its max-age (checked on Chromium 156); the prefetch says
 * so in `Sec-Purpose`, so only prefetched data is kept, never what a navigation or a
 * revalidation fetched itself.
 */
export const PREFETCHED_DATA_MAX_AGE_S = 30;

/** React Router's address of a page's data (`/path.data`, `/path/_.data`) rather than of its document. */
export const isPageDataUrl = (url: string) => (url.split('?', 1)[0] ?? '').endsWith('.data');

/** A browser's prefetch of a page's data that a click may use: a 200 that sets no cookie. */
function isDataPrefetch(request: IncomingMessage, page: RenderedPage): boolean {
  const purpose = String(request.headers['sec-purpose'] ?? '');
  return (
    /\bprefetch\b/.test(purpose) &&
    isPageDataUrl(request.url ?? '') &&
    page.status === 200 &&
    !page.headers.some(([name]) => name === 'set-cookie')
  );
}

/**
 * Sends a rendered page: 304 when the client holds these bytes, else the page in the best
 * encoding the client accepts. Its CSP allows exactly the page's own inline scripts.
 */
export function sendRenderedPage(request: IncomingMessage, response: ServerResponse, page: RenderedPage) {
  for (const [name, value] of page.headers) response.appendHeader(name, value);
  response.setHeader('content-security-policy', page.policy);
  response.setHeader('vary', 'Accept-Encoding, Cookie, Accept-Language');
  if (page.cacheable) {
    response.setHeader('cache-control', PAGE_CACHE_CONTROL);
    response.setHeader('etag', page.etag);
    if (request.headers['if-none-match'] === page.etag) {
      response.writeHead(304);
      return void response.end();
    }
  } else if (isDataPrefetch(request, page)) {
    response.setHeader('cache-control', `private, max-age=${PREFETCHED_DATA_MAX_AGE_S}`);
  }
  // Uncacheable answers too (client navigations' data): compressed per request, not kept.
  const encoding =
    page.body.length >= MIN_COMPRESSED_BYTES ? negotiateEncoding(request.headers['accept-encoding']) : undefined;
  const body = encodedBody(page, encoding);
  if (encoding) response.setHeader('content-encoding', encoding);
  response.setHeader('content-length', body.length);
  response.writeHead(page.status);
  response.end(request.method === 'HEAD' ? undefined : body);
}
