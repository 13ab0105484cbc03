import { reviewLimits } from '../../features/reviews/review.limits.js';
import { type ApiFuzz, checkApiRequest } from './api-fuzz.js';
import type { ApiRequest } from './api-requests.js';
import type { FuzzRoute } from './api-routes.js';
import { nestedJsonText } from './hostile-values.js';

/** Bodies at and past the limits, sent once to every call that takes a body, by a signed-in customer. */

export type Probe = { route: string; kind: string; bytes: number; status: number; code?: string; ms: number };

/** Calls that read a body; the webhooks take raw bytes, the rest JSON. */
export const bodyRoutes = (f: ApiFuzz) => f.routes.filter((r) => r.body || r.id.endsWith('Webhook'));

/** The bytes a call may receive: its own limit (review pictures) or BODY_LIMIT_BYTES. */
export const limitOf = (f: ApiFuzz, route: FuzzRoute): number =>
  route.id === 'createProductReview' ? reviewLimits.bodyBytes : f.t.config.BODY_LIMIT_BYTES;

function urlOf(f: ApiFuzz, route: FuzzRoute) {
  const id = String(f.catalogue.productIds[0]);
  return route.path.replace(/\{[A-Za-z_]+\}/g, id);
}

async function probe(f: ApiFuzz, route: FuzzRoute, kind: string, body: string): Promise<Probe> {
  const request: ApiRequest = {
    route: route.id,
    method: route.method,
    url: urlOf(f, route),
    headers: { 'content-type': 'application/json' },
    body,
    caller: { kind: 'customer', slot: 0 },
    ip: '10.200.0.1',
    traits: [kind],
  };
  const answer = await checkApiRequest(f, request);
  return { route: route.id, kind, bytes: Buffer.byteLength(body), ...answer };
}

/** A JSON string one byte over the limit: the guard must refuse it before it is read. */
export const oversized = (f: ApiFuzz, route: FuzzRoute) =>
  probe(f, route, 'one byte over the limit', `"${'x'.repeat(limitOf(f, route) - 1)}"`);

/** 100,000 levels of arrays, of objects, and of arrays under the body's first field. */
export async function deeplyNested(f: ApiFuzz, route: FuzzRoute, levels = 100_000): Promise<Probe[]> {
  const field = Object.keys(route.body?.properties ?? { a: 0 })[0]!;
  return [
    await probe(f, route, `${levels.toLocaleString('en')} nested arrays`, nestedJsonText(levels, 'array')),
    await probe(f, route, `${levels.toLocaleString('en')} nested objects`, nestedJsonText(levels, 'object')),
    await probe(
      f,
      route,
      `${levels.toLocaleString('en')} nested arrays in "${field}"`,
      `{"${field}":${nestedJsonText(levels, 'array')}}`,
    ),
  ];
}

/**
 * A list of a million zeros where the limit allows it (two bytes each), else as many as fit:
 * as the whole body, and in the body's first list field (or first field).
 */
export async function hugeArrays(f: ApiFuzz, route: FuzzRoute, wanted = 1_000_000): Promise<Probe[]> {
  const properties = route.body?.properties ?? { a: {} };
  const field = Object.entries(properties).find(([, p]) => p.type === 'array')?.[0] ?? Object.keys(properties)[0]!;
  const room = Math.floor((limitOf(f, route) - field.length - 8) / 2);
  const n = Math.min(wanted, room);
  const zeros = `[${Array(n).fill('0').join(',')}]`;
  return [
    await probe(f, route, `${n.toLocaleString('en')} elements`, zeros),
    await probe(f, route, `${n.toLocaleString('en')} elements in "${field}"`, `{"${field}":${zeros}}`),
  ];
}
