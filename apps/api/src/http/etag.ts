import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

const strongEtag = (payload: string | Buffer) => `"${createHash('sha1').update(payload).digest('base64')}"`;

/** If-None-Match lists one or more tags, weak or strong; either form of ours matches. */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/**
 * A strong ETag, and 304 for a matching If-None-Match, on successful GET and HEAD answers with bytes only:
 * on a PUT or POST, If-None-Match is a precondition (RFC 9110 §13.1.2), never a 304.
 */
export function registerEtags(app: FastifyInstance) {
  // A callback hook: an async one costs every answer a promise, though most leave at the first line.
  app.addHook('onSend', (request, reply, payload, done) => {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || reply.statusCode !== 200) {
      return done(null, payload);
    }
    let etag = reply.getHeader('etag');
    if (etag === undefined) {
      if (!(typeof payload === 'string' || Buffer.isBuffer(payload))) return done(null, payload);
      etag = strongEtag(payload);
      reply.header('etag', etag);
    }
    if (!etagMatches(request.headers['if-none-match'], String(etag))) return done(null, payload);
    reply.code(304);
    // No body, and for GET no Content-Length either (RFC 9110 §8.6); Fastify's HEAD route needs a string.
    done(null, request.method === 'HEAD' ? '' : null);
  });
}
