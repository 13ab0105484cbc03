import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
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
  cacheable: boolean;
  encoded: Partial<Record<Encoding, Buffer>>;
};

/** How long a page may be served from memory; the catalogue changing also drops it (tag). */
export const PAGE_TTL_MS = 60_000;
/** What a CDN may do with a page: hold it a minute, serve it stale for five while it refreshes. */
export const PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';
const MAX_PAGES = 500;
const MAX_PAGE_BYTES = 1024 * 1024;
export const PAGE_TAGS = ['catalogue', 'content', 'store'] as const;

export const createPageCache = () => new Cache(MAX_PAGES);

function cookieOf(request: IncomingMessage, name: string): string {
  const header = request.headers.cookie ?? '';
  const match = new RegExp(`(?:^|;\\s*)${name}=([^;]*)`).exec(header);
  return match?.[1]?.slice(0, 8).toLowerCase() ?? '';
}

/**
 * Everything a page's HTML depends on. Cart and session live in the browser, so an anonymous
 * page is the same for everyone with the same path, currency and language; the bare root also
 * follows the locale cookie and Accept-Language (it redirects), and crawlers get whole documents.
 */
export function pageKey(request: IncomingMessage): string {
  const url = request.url ?? '/';
  const path = url.split('?', 1)[0];
  const language =
    path === '/' ? `${cookieOf(request, 'locale')}|${(request.headers['accept-language'] ?? '').slice(0, 2)}` : '';
  const bot = isbot(request.headers['user-agent'] ?? '') ? 'bot' : '';
  return `${url}|${cookieOf(request, 'currency')}|${language}|${bot}`;
}

/** Turns the renderer's answer into a cache entry: the page and a CSP with its scripts' hashes. */
export async function toRenderedPage(answer: Response): Promise<RenderedPage> {
  const body = Buffer.from(await answer.arrayBuffer());
  const headers: [string, string][] = [];
  answer.headers.forEach((value, name) => {
    if (name !== 'set-cookie') headers.push([name, value]);
  });
  const cookies = answer.headers.getSetCookie();
  for (const cookie of cookies) headers.push(['set-cookie', cookie]);
  const html = body.toString('utf8');
  return {
    status: answer.status,
    headers,
    body,
    etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
    policy: hashedScriptPolicy(html),
    // Documents only: client navigations' data and the route manifest are fetch()ed by the app,
    // which already holds a document, and Chromium stalled on revalidated ones (304) mid-navigation.
    cacheable:
      answer.status === 200 &&
      cookies.length === 0 &&
      body.length <= MAX_PAGE_BYTES &&
      (answer.headers.get('content-type') ?? '').startsWith('text/html'),
    encoded: {},
  };
}
