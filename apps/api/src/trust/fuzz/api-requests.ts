import fc from 'fast-check';
import type { FuzzRoute } from './api-routes.js';
import { contentTypes, malformedJsonTexts, wrongTypeValue } from './hostile-values.js';
import {
  brokenQueries,
  type Caller,
  callerFor,
  clientIp,
  contextHeaders,
  encodeSegment,
  hostileSegment,
  oversizedJson,
  queryTextOf,
} from './request-parts.js';
import { type Hints, mutated, validShaped } from './schema-arbitraries.js';

/** One generated API request, ready to send; `traits` say what is hostile about it. */
export type ApiRequest = {
  route: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
  caller: Caller;
  ip: string;
  traits: string[];
};

type Part<T> = { value: T; trait?: string };
const valid = <T>(arbitrary: fc.Arbitrary<T>): fc.Arbitrary<Part<T>> => arbitrary.map((value) => ({ value }));
const hostile = <T>(trait: string, arbitrary: fc.Arbitrary<T>): fc.Arbitrary<Part<T>> =>
  arbitrary.map((value) => ({ value, trait }));

function pathPart(route: FuzzRoute, hints: Hints): fc.Arbitrary<Part<string>> {
  const segments = route.params.map(({ name, schema }) =>
    fc.oneof(
      { arbitrary: valid(validShaped(schema, hints, [name]).map(encodeSegment)), weight: 4 },
      { arbitrary: hostile(`path ${name}`, hostileSegment), weight: 2 },
    ),
  );
  return fc.tuple(...segments).map((parts) => {
    let i = 0;
    const url = route.path.replace(/\{[A-Za-z_]+\}/g, () => parts[i++]!.value);
    return {
      value: url,
      trait:
        parts
          .map((p) => p.trait)
          .filter(Boolean)
          .join(', ') || undefined,
    };
  });
}

function queryPart(route: FuzzRoute, hints: Hints): fc.Arbitrary<Part<string>> {
  const broken = hostile('broken query', fc.constantFrom(...brokenQueries));
  if (!route.query) return fc.oneof({ arbitrary: valid(fc.constant('')), weight: 6 }, { arbitrary: broken, weight: 1 });
  const asText = (arbitrary: fc.Arbitrary<unknown>) => arbitrary.map(queryTextOf);
  return fc.oneof(
    { arbitrary: valid(asText(validShaped(route.query, hints))), weight: 4 },
    { arbitrary: hostile('query value', asText(mutated(route.query, hints))), weight: 3 },
    { arbitrary: broken, weight: 1 },
  );
}

type Body = { text?: string; contentType?: string };

function bodyPart(route: FuzzRoute, hints: Hints): fc.Arbitrary<Part<Body>> {
  const json = (arbitrary: fc.Arbitrary<unknown>) => arbitrary.map((value) => ({ text: JSON.stringify(value) }));
  const malformed = hostile(
    'malformed JSON',
    fc.constantFrom(...malformedJsonTexts).map((text) => ({ text })),
  );
  const oversized = hostile(
    'oversized JSON',
    oversizedJson.map((text) => ({ text })),
  );
  const nestedInField = hostile(
    'oversized field',
    fc
      .tuple(fc.constantFrom(...Object.keys(route.body?.properties ?? { a: 0 })), oversizedJson)
      .map(([key, inner]) => ({ text: `{${JSON.stringify(key)}:${inner}}` })),
  );
  const body = !route.body
    ? fc.oneof(
        { arbitrary: valid(fc.constant<Body>({})), weight: 8 },
        { arbitrary: hostile('unexpected body', json(wrongTypeValue)), weight: 1 },
        { arbitrary: malformed, weight: 1 },
      )
    : fc.oneof(
        { arbitrary: valid(json(validShaped(route.body, hints))), weight: 4 },
        { arbitrary: hostile('body value', json(mutated(route.body, hints))), weight: 4 },
        { arbitrary: malformed, weight: 1 },
        { arbitrary: oversized, weight: 1 },
        { arbitrary: nestedInField, weight: 1 },
        { arbitrary: hostile('empty body', fc.constant<Body>({ text: '' })), weight: 1 },
      );
  const contentType = fc.oneof(
    { arbitrary: valid(fc.constant<string | undefined>('application/json')), weight: 12 },
    { arbitrary: hostile('content type', fc.constantFrom<string | undefined>(...contentTypes, undefined)), weight: 1 },
  );
  return fc.tuple(body, contentType).map(([b, type]) => ({
    value: b.value.text === undefined ? {} : { text: b.value.text, contentType: type.value },
    trait: [b.trait, b.value.text === undefined ? undefined : type.trait].filter(Boolean).join(', ') || undefined,
  }));
}

const otherMethods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'];

/** Requests to one route: mostly its own method and valid shapes, each part now and then hostile. */
export function apiRequests(route: FuzzRoute, hints: Hints, storeId: number): fc.Arbitrary<ApiRequest> {
  const method = fc.oneof(
    { arbitrary: valid(fc.constant(route.method)), weight: 15 },
    { arbitrary: hostile('method', fc.constantFrom(...otherMethods.filter((m) => m !== route.method))), weight: 1 },
  );
  return fc
    .tuple(
      method,
      pathPart(route, hints),
      queryPart(route, hints),
      bodyPart(route, hints),
      contextHeaders,
      callerFor(route.auth, storeId),
      clientIp,
    )
    .map(([m, path, query, body, context, caller, ip]) =>
      withDescription<ApiRequest>(
        {
          route: route.id,
          method: m.value,
          url: path.value + query.value,
          headers: {
            ...context.headers,
            ...(body.value.contentType ? { 'content-type': body.value.contentType } : {}),
          },
          ...(body.value.text === undefined ? {} : { body: body.value.text }),
          caller,
          ip,
          traits: [m.trait, path.trait, query.trait, body.trait, context.hostile ? 'header' : undefined].filter(
            (t): t is string => Boolean(t),
          ),
        },
        describeApiRequest,
      ),
    );
}

/** fast-check prints a counterexample with this: a readable line instead of a megabyte of URL. */
export function withDescription<T extends object>(value: T, describe: (value: T) => string): T {
  return Object.assign(value, { [fc.toStringMethod]: () => describe(value) });
}

/** One line for a report: what was sent, cut to a readable length. */
export function describeApiRequest(request: ApiRequest): string {
  const cut = (text: string, n: number) => (text.length > n ? `${text.slice(0, n)}… (${text.length} chars)` : text);
  const caller =
    request.caller.kind === 'garbage'
      ? `garbage token ${cut(request.caller.token, 40)}`
      : JSON.stringify(request.caller);
  return [
    `${request.method} ${cut(request.url, 300)}`,
    `caller: ${caller}`,
    `headers: ${cut(JSON.stringify(request.headers), 300)}`,
    request.body === undefined ? 'no body' : `body: ${cut(JSON.stringify(request.body), 600)}`,
    `hostile: ${request.traits.join('; ') || 'nothing (valid shape)'}`,
  ].join('\n  ');
}
