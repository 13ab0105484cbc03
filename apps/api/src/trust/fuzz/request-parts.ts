import fc from 'fast-check';
import { hostileText, nestedJsonText } from './hostile-values.js';

/** Pieces of a request that do not depend on a route's schemas: path segments, query strings, headers, callers. */

/** Percent-encodes any text, lone surrogates included (they become U+FFFD, as a browser sends them). */
export const encodeSegment = (value: unknown) =>
  encodeURIComponent(Buffer.from(String(value), 'utf8').toString('utf8'));

/** Path segments written raw into the URL: broken escapes, traversal, numbers past every integer type. */
const rawSegments = [
  '%00',
  '%',
  '%zz',
  '%E0%A4%A',
  '%C0%AF',
  '%FF',
  '%u0041',
  '..',
  '.',
  '%2e%2e',
  '..%2f..%2fetc%2fpasswd',
  '%2F',
  'a%2Fb',
  '%20',
  '-1',
  '0',
  '1.0',
  '1e3',
  '0x10',
  '2147483648',
  '9007199254740993',
  'NaN',
  'null',
  'x'.repeat(257),
  '%00'.repeat(90),
] as const;

export const hostileSegment: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...rawSegments), weight: 3 },
  // Cut to 3,000 characters (a cut may split an escape, which is hostile too): past Node's 16 KiB
  // request head the parser answers 431 before the shop sees anything.
  { arbitrary: hostileText.map((text) => encodeSegment(text).slice(0, 3000)), weight: 2 },
);

/** Query strings no form would send: broken escapes, repeated and bracketed keys, prototype keys, sheer size. */
export const brokenQueries = [
  '?%',
  '?a=%',
  '?limit=%zz',
  '?=',
  '?&&&=&',
  '??',
  '?a=b=c',
  '?%00=%00',
  '?limit=1&limit=2',
  '?limit[]=1',
  '?limit[a]=1',
  '?offset=-1&limit=0',
  '?__proto__[x]=1',
  '?__proto__=1',
  '?constructor[prototype][x]=1',
  '?hasOwnProperty=1',
  `?q=${'a'.repeat(5000)}`,
  `?${'a=1&'.repeat(2000)}`,
  '?q=%F0%9F%98%80%ED%A0%80',
  '?q=+++',
] as const;

/** A query string from an object; arrays repeat their key, anything else is written as text. */
export function queryStringOf(query: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      const text = item !== null && typeof item === 'object' ? JSON.stringify(item) : String(item);
      parts.push(`${encodeSegment(key)}=${encodeSegment(text)}`);
    }
  }
  return parts.length ? `?${parts.join('&')}` : '';
}

/** Any generated query value as a query string: an object gives its keys, anything else becomes `q`. */
export const queryTextOf = (value: unknown) =>
  queryStringOf(
    value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : { q: value },
  );

/** Bodies past what any schema allows: nesting thousands deep, or lists of hundreds of thousands. */
export const oversizedJson = fc.oneof(
  fc
    .tuple(fc.integer({ min: 1000, max: 20_000 }), fc.constantFrom('array' as const, 'object' as const))
    .map(([levels, kind]) => nestedJsonText(levels, kind)),
  fc.integer({ min: 10_000, max: 200_000 }).map((n) => `[${Array(n).fill('0').join(',')}]`),
);

/** Header values a client may send (HTTP forbids control characters, so none here). */
const headerTexts = [
  '',
  ' ',
  'XXX',
  'usd',
  'RUB ',
  'ru-RU',
  'en;q=0.5',
  '*',
  '../../',
  '%00',
  'é',
  '1',
  'null',
  "' OR 1=1",
];
type Header = { value?: string; hostile?: boolean };
const headerValue = (valid: string[]): fc.Arbitrary<Header> =>
  fc.oneof(
    { arbitrary: fc.constant({}), weight: 6 },
    { arbitrary: fc.constantFrom(...valid).map((value) => ({ value })), weight: 2 },
    {
      arbitrary: fc.constantFrom(...headerTexts, 'a'.repeat(4000)).map((value) => ({ value, hostile: true })),
      weight: 1,
    },
  );

/** The context headers every call reads (language, currency, cookies), and whether any of them is hostile. */
export const contextHeaders: fc.Arbitrary<{ headers: Record<string, string>; hostile: boolean }> = fc
  .record({
    'x-app-language': headerValue(['en', 'ru']),
    'x-app-currency': headerValue(['USD', 'EUR', 'RUB']),
    'x-refresh-token': headerValue(['x']),
    cookie: headerValue(['currency=EUR', 'lang=ru']),
  })
  .map((headers) => {
    const sent = Object.entries(headers).filter(([, h]) => h.value !== undefined);
    return {
      headers: Object.fromEntries(sent.map(([name, h]) => [name, h.value!])),
      hostile: sent.some(([, h]) => h.hostile),
    };
  });

/** Who sends a request: nobody, a pooled visitor or customer, a token that is no token, or one signed with odd claims. */
export type Caller =
  | { kind: 'none' }
  | { kind: 'visitor'; slot: number }
  | { kind: 'customer'; slot: number }
  | { kind: 'garbage'; token: string; header: 'x-auth-token' | 'authorization' }
  | { kind: 'forged'; sid: string; sub: string; store: unknown; expired: boolean };

const garbageTokens = [
  'x',
  'Bearer',
  'null',
  'a.b.c',
  '...',
  'eyJhbGciOiJub25lIiwidHlwIjoiSldUIn0.eyJzdWIiOiJhbm9ueW1vdXMiLCJzaWQiOiJ4In0.',
  'eyJhbGciOiJIUzI1NiJ9.e30.AAAA',
  'a'.repeat(8000),
];

const garbage = fc.record({
  kind: fc.constant('garbage' as const),
  token: fc.oneof(fc.constantFrom(...garbageTokens), fc.string({ unit: 'grapheme-ascii', maxLength: 60 })),
  header: fc.constantFrom('x-auth-token' as const, 'authorization' as const),
});

const forged = (storeId: number) =>
  fc.record({
    kind: fc.constant('forged' as const),
    sid: fc.oneof(fc.uuid(), hostileText),
    sub: fc.oneof(fc.constant('anonymous'), fc.uuid(), hostileText),
    store: fc.oneof(fc.constant(storeId), fc.constantFrom(0, -1, 2 ** 31, 2 ** 53, '1', null)),
    expired: fc.boolean(),
  });

const pooled = (kind: 'visitor' | 'customer') => fc.record({ kind: fc.constant(kind), slot: fc.nat(1000) });

/** Callers weighted by what the call needs, so most requests get past the guard to the validation behind it. */
export function callerFor(auth: string, storeId: number): fc.Arbitrary<Caller> {
  const [none, visitor, customer] =
    auth === 'customer' ? [1, 1, 6] : auth === 'session' ? [1, 4, 3] : auth === 'optional' ? [3, 2, 2] : [6, 1, 1];
  return fc.oneof(
    { arbitrary: fc.constant({ kind: 'none' as const }), weight: none },
    { arbitrary: pooled('visitor'), weight: visitor },
    { arbitrary: pooled('customer'), weight: customer },
    { arbitrary: garbage, weight: 1 },
    { arbitrary: forged(storeId), weight: 1 },
  );
}

/** A client address per request, so the per-address brakes (sessions, restock, orders) stay out of the way. */
export const clientIp = fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255)).map((bytes) => `10.${bytes.join('.')}`);
