import { createHash } from 'node:crypto';
import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { Cache } from '../platform/cache.js';
import { type EncodableBody, encodedBody, negotiateEncoding } from '../platform/encoding.js';
import { etagMatches } from './etag.js';
import { assertAnswerInContract } from './response-check.js';

/** How long a public answer is kept, and the tags that drop it when its data changes. */
export type AnswerCaching = { ttlMs: number; tags: readonly string[] };

type CachedAnswer = EncodableBody & { etag: string };

declare module 'fastify' {
  interface FastifyInstance {
    /** Public GET answers as sent (api calls registered with `cache`); tags: catalogue, content, store. */
    answerCache: Cache;
  }
}

const MAX_ANSWERS = 2_000;

export function installAnswerCache(app: FastifyInstance) {
  app.decorate('answerCache', new Cache(MAX_ANSWERS));
}

/**
 * Serves a public answer from memory: serialised, hashed and compressed once per entry instead of
 * on every request (the key: `answerKey`). Only successes are kept; a thrown error is not (Cache
 * does not keep failed loads). A stored answer usually leaves earlier, from `sendStoredAnswer`.
 *
 * The bytes are written straight to the socket: the onSend hooks (ETag, compression, cookies) have
 * nothing to add to a stored answer and took a third of its time. The security headers come as
 * one object (http/security-headers.ts); headers other hooks set (rate limits) go out with them;
 * onResponse hooks and logging still run.
 */
export async function sendCachedAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  caching: AnswerCaching,
  produce: () => Promise<unknown>,
): Promise<FastifyReply> {
  const answer = await request.server.answerCache.wrap(
    answerKey(request),
    async (): Promise<CachedAnswer> => {
      const value = await produce();
      const call = request.routeOptions.config.call;
      if (request.server.checksAnswers && call) assertAnswerInContract(call, 200, value);
      const body = Buffer.from(JSON.stringify(value));
      return { body, encoded: {}, etag: `"${createHash('sha1').update(body).digest('base64')}"` };
    },
    caching,
  );
  return writeAnswer(request, reply, answer);
}

/**
 * onRequest of cached calls (http/route.ts): a stored answer goes out at once, without the rest
 * of Fastify's lifecycle (body parsing, the handler's promise, the cache's promise); measured
 * within noise, about 7% more requests (docs/performance.md). A miss goes on to the handler.
 */
export const sendStoredAnswer: onRequestHookHandler = (request, reply, done) => {
  const answer = request.server.answerCache.peek<CachedAnswer>(answerKey(request));
  if (answer) writeAnswer(request, reply, answer);
  else done();
};

/** Everything a public answer depends on: path, query, language and currency. */
const answerKey = (request: FastifyRequest) => `${request.url}|${request.lang}|${request.currencyCode ?? ''}`;

function writeAnswer(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer): FastifyReply {
  const headers = {
    ...request.server.securityHeaders,
    ...(reply.getHeaders() as OutgoingHttpHeaders),
    etag: answer.etag,
    'content-type': 'application/json; charset=utf-8',
    vary: 'Accept-Encoding',
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
