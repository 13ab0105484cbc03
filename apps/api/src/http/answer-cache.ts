import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http';
import { type AnyCall, urlWithParams } from '@kordon/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { Cache } from '../platform/cache.js';
import { type EncodableBody, encodedBody, negotiateEncoding } from '../platform/encoding.js';
import { etagMatches } from './etag.js';
import { assertAnswerInContract } from './response-check.js';

/**
 * How long a public answer is kept, and the tags that drop it when its data changes: `tags` for
 * every answer of the call, `tagsOf` for those its data names (the products on a list).
 */
export type AnswerCaching = { ttlMs: number; tags: readonly string[]; tagsOf?: (data: unknown) => readonly string[] };

/** Every tag of an answer, so a page built from it carries them too (`TAGS_HEADER`). */
type CachedAnswer = EncodableBody & { etag: string; tags: readonly string[] };

/**
 * A request carrying this header (the storefront's page renders, in-process) gets the answer's
 * tags back in it, so the page is dropped with any answer it was built from.
 */
export const TAGS_HEADER = 'x-cache-tags';

/** What a proxy may do with a public answer: keep it, but ask each time (the ETag makes that cheap). */
const ANSWER_CACHE_CONTROL = 'public, no-cache';
const ANSWER_VARY = 'Accept-Encoding, X-App-Language, X-App-Currency';

declare module 'fastify' {
  interface FastifyInstance {
    /** Public GET answers as sent (api calls registered with `cache`); tags: catalogue, content, store. */
    answerCache: Cache;
    /** The currency part of an answer's key: a known code, or one entry for every unknown spelling. */
    answerCurrencyKey: (code: string | undefined) => string;
    /** The bench's key part of a request that asks to miss the caches (CACHE_BYPASS_TOKEN), else ''. */
    cacheBypassKey: (headers: IncomingHttpHeaders) => string;
  }
}

const MAX_ANSWERS = 2_000;
/** docs/security.md: a compressed twin is at most about its body again, so a body counts twice. */
export const MAX_ANSWER_BYTES = 32 * 1024 * 1024;

export function installAnswerCache(
  app: FastifyInstance,
  currencyKey: (code: string | undefined) => string,
  bypassToken?: string,
) {
  app.decorate('answerCurrencyKey', currencyKey);
  app.decorate('cacheBypassKey', cacheBypassKeyOf(bypassToken));
  // Answers are bytes with their compressed twins; the sitemap keeps its text.
  const sizeOf = (answer: unknown) =>
    typeof answer === 'string' ? answer.length : ((answer as Partial<CachedAnswer>).body?.length ?? 0) * 2;
  app.decorate('answerCache', new Cache(MAX_ANSWERS, Date.now, { maxBytes: MAX_ANSWER_BYTES, sizeOf }));
}

/**
 * Serves a public answer from memory, serialised, hashed and compressed once per entry (successes only).
 * Written straight to the socket: the onSend hooks have nothing to add to stored bytes; onResponse still runs.
 */
export async function sendCachedAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  caching: AnswerCaching,
  produce: () => Promise<unknown>,
  call: AnyCall,
): Promise<FastifyReply> {
  const answer = await request.server.answerCache.wrap(
    answerKey(request, queryKeysOf(call)),
    async (): Promise<CachedAnswer> => {
      const value = await produce();
      if (request.server.checksAnswers) assertAnswerInContract(call, 200, value);
      const body = Buffer.from(JSON.stringify(value));
      const tags = [...caching.tags, ...(caching.tagsOf?.((value as { data: unknown }).data) ?? [])];
      return { body, encoded: {}, etag: `"${createHash('sha1').update(body).digest('base64')}"`, tags };
    },
    { ttlMs: caching.ttlMs, tags: caching.tags, tagsOf: (answer) => answer.tags },
  );
  return writeAnswer(request, reply, answer);
}

/**
 * onRequest of cached calls (http/route.ts): a stored answer leaves at once, skipping body parsing and
 * the handler's and cache's promises. A miss goes on to the handler.
 */
export function storedAnswerHook(call: AnyCall): onRequestHookHandler {
  const keys = queryKeysOf(call);
  return (request, reply, done) => {
    const answer = request.server.answerCache.peek<CachedAnswer>(answerKey(request, keys));
    if (answer) writeAnswer(request, reply, answer);
    else done();
  };
}

/**
 * Everything a public answer depends on: path, the query parameters the call reads (in one
 * order; others, such as utm_*, change nothing), language and currency.
 */
const answerKey = (request: FastifyRequest, queryKeys: ReadonlySet<string> | null) =>
  `${canonicalUrl(request.url, queryKeys)}|${request.lang}|${request.server.answerCurrencyKey(request.currencyCode)}${request.server.cacheBypassKey(request.headers)}`;

export const CACHE_BYPASS_HEADER = 'x-cache-bypass';

/** Without a token no request can miss on purpose; with it, `<token>:<nonce>` keys by the nonce. */
export function cacheBypassKeyOf(token: string | undefined): (headers: IncomingHttpHeaders) => string {
  if (!token) return () => '';
  const prefix = `${token}:`;
  return (headers) => {
    const value = headers[CACHE_BYPASS_HEADER];
    return typeof value === 'string' && value.startsWith(prefix)
      ? `|bypass:${value.slice(prefix.length, prefix.length + 64)}`
      : '';
  };
}

/** The query parameters a call declares (null: keep them all, for a schema that is no plain object). */
function queryKeysOf(call: AnyCall): ReadonlySet<string> | null {
  if (!call.query) return new Set();
  const shape = (call.query as { shape?: Record<string, unknown> }).shape;
  return shape ? new Set(Object.keys(shape)) : null;
}

/** Canonical forms of URLs lately asked for (5 000, each at most 512 characters): a stored answer must not parse its query. */
const canonicalUrls = new Map<string, string>();
const CANONICAL_URLS_KEPT = 5_000;

/** The path and the query parameters in `keys` sorted by name (all of them when `keys` is null). */
export function canonicalUrl(url: string, keys: ReadonlySet<string> | null): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const known = canonicalUrls.get(url);
  if (known !== undefined) return known;
  const canonical = urlWithParams(url, keys === null ? () => true : (name) => keys.has(name));
  if (url.length > 512) return canonical;
  if (canonicalUrls.size >= CANONICAL_URLS_KEPT) canonicalUrls.clear();
  canonicalUrls.set(url, canonical);
  return canonical;
}

function writeAnswer(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer): FastifyReply {
  const headers = {
    ...request.server.securityHeaders,
    ...(reply.getHeaders() as OutgoingHttpHeaders),
    etag: answer.etag,
    'content-type': 'application/json; charset=utf-8',
    'cache-control': ANSWER_CACHE_CONTROL,
    vary: ANSWER_VARY,
    ...(request.headers[TAGS_HEADER] ? { [TAGS_HEADER]: answer.tags.join(' ') } : {}),
  };
  reply.hijack();
  const response = reply.raw;
  if (etagMatches(request.headers['if-none-match'], answer.etag)) {
    response.writeHead(304, headers);
    response.end();
    return reply;
  }
  const encoding = negotiateEncoding(request.headers['accept-encoding']);
  // Small answers are not worth an encoding (the same threshold as the compress plugin's).
  const body = encoding && answer.body.length >= 1024 ? encodedBody(answer, encoding) : answer.body;
  if (body !== answer.body) headers['content-encoding'] = encoding;
  headers['content-length'] = body.length;
  response.writeHead(200, headers);
  response.end(request.method === 'HEAD' ? undefined : body);
  return reply;
}

// Public answers are kept 30 s: store settings and currencies are already cached that long, and
// no editor screen exists yet. A writer drops the matching tag (answerCache.invalidateTag).
export const CATALOGUE_ANSWERS: AnswerCaching = { ttlMs: 30_000, tags: ['catalogue'] };
export const CONTENT_ANSWERS: AnswerCaching = { ttlMs: 30_000, tags: ['content'] };
export const STORE_ANSWERS: AnswerCaching = { ttlMs: 30_000, tags: ['store'] };
