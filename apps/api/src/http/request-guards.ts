import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './app-error.js';
import { toErrorResponse } from './error-handler.js';
import type { AuthGuard } from './route.js';

const HOST = /^(?:\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9._-]+)(?::(\d{1,5}))?$/;

/** A DNS name has at most 253 characters; a bracketed IPv6 address and a port fit beside that. */
const MAX_HOST_LENGTH = 262;

/** RFC 9112 §3.2: a Host that is not a host name or address with a port up to 65535 is a 400. */
export function isValidHost(host: string): boolean {
  if (host.length > MAX_HOST_LENGTH) return false;
  const match = HOST.exec(host);
  return Boolean(match) && (match?.[1] === undefined || Number(match[1]) <= 65_535);
}

function refuse(reply: FastifyReply, error: AppError) {
  const { status, body } = toErrorResponse(error);
  // The connection closes: an unread body must not be parsed as the next request.
  return reply.status(status).header('connection', 'close').send(body);
}

/**
 * Checks every request before its route starts, so no route sees a malformed Host or starts reading a
 * declared body over `bodyBytes` (or the route's own `bodyLimit`); chunked bodies stop at Fastify's.
 */
export function registerRequestGuards(app: FastifyInstance, limits: { bodyBytes: number }) {
  // A callback hook: an async one costs a promise per request for work that never waits.
  app.addHook('onRequest', (request, reply, done) => {
    const host = request.headers.host;
    if (host !== undefined && !isValidHost(host)) {
      return refuse(reply, new AppError('bad_request', 'The Host header is not a valid host name'));
    }
    // Routing is done by now: a route registered with its own bodyLimit (review pictures) gets it.
    const limit = request.routeOptions.bodyLimit || limits.bodyBytes;
    const declared = Number(request.headers['content-length'] ?? 0);
    if (declared > limit) {
      return refuse(reply, new AppError('payload_too_large', `The request body is larger than ${limit} bytes`));
    }
    done();
  });
}

/**
 * A route's auth guard before its body is read, so an anonymous 8 MiB post is refused at once; the
 * connection closes, so the unread body is not taken for a request.
 */
export function guardBeforeBody(guard: AuthGuard) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    try {
      await guard(request);
    } catch (error) {
      if (request.headers['content-length'] || request.headers['transfer-encoding'])
        reply.header('connection', 'close');
      throw error;
    }
  };
}
