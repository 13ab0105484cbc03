import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { isUnprefixedPath, pageCurrencyOf, pageLocaleOf, pageUrlOf } from '@kordon/contract';
import { isbot } from 'isbot';
import { Cache } from '../platform/cache.js';
import type { Encoding } from '../platform/encoding.js';
import { hashedScriptPolicy } from './inline-scripts.js';

/** A rendered page kept in memory: its bytes once, each compressed form made on first demand (platform/encoding.ts). */
export type RenderedPage = {
  status: number;
  headers: [string, string][];
  body: Buffer;
  etag: string;
  policy: string;
  /** Kept in memory for the next visitor: a 200 that sets no cookie, a document or its `.data`. */
  kept: boolean;
  /** A document a shared cache (CDN) may hold too, with an ETag. */
  cacheable: boolean;
  /** The tags of every API answer it was built from (`product:12` …), besides PAGE_TAGS. */
  tags: readonly string[];
  encoded: Partial<Record<Encoding, Buffer>>;
};

/** How long a page may be served from memory; the catalogue changing also drops it (tag). */
export const PAGE_TTL_MS = 60_000;
/** What a CDN may do with a page: hold it a minute, serve it stale for five while it refreshes. */
export const PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';
const MAX_PAGES = 500;
const MAX_PAGE_BYTES = 1024 * 1024;
/** docs/security.md: a page and its compressed twins, counted as twice its body. */
export const MAX_PAGE_CACHE_BYTES = 64 * 1024 * 1024;
export const PAGE_TAGS = ['catalogue', 'content', 'store'] as const;

export const createPageCache = () =>
  new Cache(MAX_PAGES, Date.now, {
    maxBytes: MAX_PAGE_CACHE_BYTES,
    sizeOf: (page) => (page as RenderedPage).body.length * 2,
  });

/**
 * Everything a page's HTML depends on, read exactly as the renderer reads it (contract
 * page-request.ts): the URL with only the parameters pages read, the currency cookie resolved to
 * one the shop sells (`currencyKey`), and for a page without a language prefix the language it
 * would redirect to. Cart and session live in the browser; crawlers get whole documents.
 */
export function pageKey(
  request: IncomingMessage,
  currencyKey: (code: string | undefined) => string,
  bypassKey: (headers: IncomingMessage['headers']) => string = () => '',
): string {
  const url = pageUrlOf(request.url ?? '/');
  const path = url.split('?', 1)[0] ?? '/';
  const bot = isbot(request.headers['user-agent'] ?? '');
  const language =
    !bot && isUnprefixedPath(path.replace(/\.data$/, ''))
      ? pageLocaleOf(request.headers.cookie, acceptLanguageOf(request))
      : '';
  return `${url}|${currencyKey(pageCurrencyOf(request.headers.cookie))}|${language}|${bot ? 'bot' : ''}${bypassKey(request.headers)}`;
}

const acceptLanguageOf = (request: IncomingMessage) => {
  const header = request.headers['accept-language'];
  return Array.isArray(header) ? header.join(',') : header;
};

/** Turns the renderer's answer into a cache entry: the page and a CSP with its scripts' hashes. */
export async function toRenderedPage(
  answer: Response,
  made: { tags?: readonly string[]; data?: boolean } = {},
): Promise<RenderedPage> {
  const body = Buffer.from(await answer.arrayBuffer());
  const headers: [string, string][] = [];
  answer.headers.forEach((value, name) => {
    if (name !== 'set-cookie') headers.push([name, value]);
  });
  const cookies = answer.headers.getSetCookie();
  for (const cookie of cookies) headers.push(['set-cookie', cookie]);
  const html = body.toString('utf8');
  const kept = answer.status === 200 && cookies.length === 0 && body.length <= MAX_PAGE_BYTES;
  const document = (answer.headers.get('content-type') ?? '').startsWith('text/html');
  return {
    status: answer.status,
    headers,
    body,
    etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
    policy: hashedScriptPolicy(html),
    kept: kept && (document || Boolean(made.data)),
    // Documents only: client navigations' data and the route manifest are fetch()ed by the app,
    // which already holds a document, and Chromium stalled on revalidated ones (304) mid-navigation.
    cacheable: kept && document,
    tags: made.tags ?? [],
    encoded: {},
  };
}
