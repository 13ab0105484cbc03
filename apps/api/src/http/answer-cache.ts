import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Cache } from '../platform/cache.js';
import { type EncodableBody, encodedBody, negotiateEncoding } from '../platform/encoding.js';

/** How long a public answer is kept, and the tags that drop it when its data changes. */
export type AnswerCaching = { ttlMs: number; tags: readonly string[] };

type CachedAnswer = EncodableBody & { json: string; etag: string };

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
 * on every request. The key is everything such an answer depends on: path, query, language and
 * currency. Only successes are kept; a thrown error is not (Cache does not keep failed loads).
 */
export async function sendCachedAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  caching: AnswerCaching,
  produce: () => Promise<unknown>,
): Promise<FastifyReply> {
  const key = `${request.url}|${request.lang}|${request.currencyCode ?? ''}`;
  const answer = await request.server.answerCache.wrap(
    key,
    async (): Promise<CachedAnswer> => {
      const json = JSON.stringify(await produce());
      const body = Buffer.from(json);
      return { json, body, encoded: {}, etag: `"${createHash('sha1').update(body).digest('base64')}"` };
    },
    caching,
  );
  reply.header('etag', answer.etag).type('application/json; charset=utf-8').header('vary', 'Accept-Encoding');
  const encoding = negotiateEncoding(request.headers['accept-encoding']);
  // Small answers are not worth an encoding (the same threshold as the compress plugin's).
  if (!encoding || answer.body.length < 1024) return reply.send(answer.json);
  return reply.header('content-encoding', encoding).send(encodedBody(answer, encoding));
}

// Public answers are kept 30 s: store settings and currencies are already cached that long, and
// no editor screen exists yet. A writer drops the matching tag (answerCache.invalidateTag).
export const CATALOGUE_ANSWERS: AnswerCaching = { ttlMs: 30_000, tags: ['catalogue'] };
export const CONTENT_ANSWERS: AnswerCaching = { ttlMs: 30_000, tags: ['content'] };
export const STORE_ANSWERS: AnswerCaching = { ttlMs: 30_000, tags: ['store'] };
