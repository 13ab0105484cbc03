import { API_BASE } from '@kordon/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import type { z } from 'zod';
import { parseInput } from './validate.js';

type Schema = z.ZodType;
type Out<T> = T extends z.ZodType ? z.infer<T> : undefined;

export type RouteDefinition<P = undefined, Q = undefined, B = undefined, R = undefined> = {
  method: HTTPMethods;
  /** Path under the API base, fastify style: `/brand/:slug`. */
  url: string;
  summary: string;
  tags: string[];
  params?: P;
  query?: Q;
  body?: B;
  /** Schema of `data` inside the success envelope. */
  response?: R;
  /** Status of a success answer, 200 unless said. */
  status?: number;
  auth?: 'none' | 'session' | 'customer';
  /** Runs before validation (auth checks). */
  preHandler?: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  handler: (
    input: { params: Out<P>; query: Out<Q>; body: Out<B> },
    request: FastifyRequest,
    reply: FastifyReply,
  ) => Promise<Out<R> | undefined>;
};

type AnyRoute = RouteDefinition<Schema | undefined, Schema | undefined, Schema | undefined, Schema | undefined>;

/** Every API route, kept for the OpenAPI document and for telling 405 from 404. */
export const routeRegistry: AnyRoute[] = [];

/** Registers a thin handler: validate with the contract, call the service, wrap the answer in `data`. */
export function defineRoute<
  P extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
  B extends Schema | undefined = undefined,
  R extends Schema | undefined = undefined,
>(app: FastifyInstance, route: RouteDefinition<P, Q, B, R>) {
  if (!routeRegistry.some((r) => r.method === route.method && r.url === route.url)) {
    routeRegistry.push(route as unknown as AnyRoute);
  }
  app.route({
    method: route.method,
    url: route.url,
    preHandler: route.preHandler,
    handler: async (request, reply) => {
      const input = {
        params: route.params ? parseInput(route.params, request.params) : undefined,
        query: route.query ? parseInput(route.query, request.query) : undefined,
        body: route.body ? parseInput(route.body, request.body) : undefined,
      } as { params: Out<P>; query: Out<Q>; body: Out<B> };
      const data = await route.handler(input, request, reply);
      if (reply.sent) return reply;
      if (route.status && reply.statusCode === 200) reply.status(route.status);
      return data === undefined ? { data: null } : { data };
    },
  });
}

/** Methods that exist for a concrete path, to answer 405 instead of 404. */
export function methodsForPath(path: string): string[] {
  return routeRegistry.filter((r) => patternOf(API_BASE + r.url).test(path)).map((r) => r.method as string);
}

const patterns = new Map<string, RegExp>();
function patternOf(url: string): RegExp {
  let re = patterns.get(url);
  if (!re) {
    const source = url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z_]+/g, '[^/]+');
    re = new RegExp(`^${source}/?$`);
    patterns.set(url, re);
  }
  return re;
}
