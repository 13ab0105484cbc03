import type { FastifyInstance } from 'fastify';
import { TAGS_HEADER } from '../http/answer-cache.js';
import { INTERNAL_CALL_HEADER } from '../http/work-budget.js';

export type ApiTransport = (request: Request) => Promise<Response>;

/** Loader calls go straight into the API of this process: no socket, no serialisation twice. */
export function inProcessTransport(app: FastifyInstance, internalToken: string): ApiTransport {
  return async (request) => {
    request.headers.set(INTERNAL_CALL_HEADER, internalToken);
    const url = new URL(request.url);
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const response = await app.inject({
      method: request.method as 'GET',
      url: url.pathname + url.search,
      headers: Object.fromEntries(request.headers.entries()),
      payload: body,
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value === undefined) continue;
      for (const v of Array.isArray(value) ? value : [String(value)]) headers.append(name, v);
    }
    return new Response(response.rawPayload.length ? new Uint8Array(response.rawPayload) : null, {
      status: response.statusCode,
      headers,
    });
  };
}

/** A web-only process reaches the API over HTTP. */
export function httpTransport(origin: string, internalToken: string): ApiTransport {
  return (request) => {
    request.headers.set(INTERNAL_CALL_HEADER, internalToken);
    const url = new URL(request.url);
    return fetch(new Request(origin + url.pathname + url.search, request));
  };
}

/** The transport of one page render: asks each answer for its cache tags and gathers them in `tags`. */
export function collectingTags(transport: ApiTransport, tags: Set<string>): ApiTransport {
  return async (request) => {
    request.headers.set(TAGS_HEADER, '1');
    const response = await transport(request);
    for (const tag of response.headers.get(TAGS_HEADER)?.split(' ') ?? []) if (tag) tags.add(tag);
    return response;
  };
}
