import { productListQuery, storefrontPaths } from '@kordon/contract';
import fc from 'fast-check';
import { withDescription } from './api-requests.js';
import { jsonSchemaOf } from './api-routes.js';
import type { CatalogueSample } from './catalogue-hints.js';
import { brokenQueries, encodeSegment, hostileSegment, queryTextOf } from './request-parts.js';
import { type Hints, mutated, validShaped } from './schema-arbitraries.js';

/** One generated page request: a request target (path and query) sent as raw bytes, with its method and headers. */
export type PageRequest = { method: string; target: string; headers: Record<string, string>; traits: string[] };

type Part = { value: string; trait?: string };
/** Plain values, or hostile ones marked with what is wrong with them. */
const part = (values: fc.Arbitrary<string>, trait?: string): fc.Arbitrary<Part> =>
  values.map((value) => (trait ? { value, trait } : { value }));

const prefixes = ['', '', '', '/ru'];
const hostilePrefixes = ['/RU', '/en', '/xx', '/ru/ru', '/r%75', '//', '/%2e'];

/** Real slugs for each kind of page parameter, so most paths reach a page that exists. */
function slugsFor(c: CatalogueSample) {
  const pick = (...lists: string[][]) => fc.constantFrom(...lists.flat());
  return {
    slug: pick(c.productSlugs, c.categorySlugs, c.brandSlugs, c.informationSlugs, c.postSlugs),
    category: pick(c.categorySlugs),
    subCategory: pick(c.categorySlugs),
    productSlug: pick(c.productSlugs, c.kitSlugs),
  } as Record<string, fc.Arbitrary<string>>;
}

function pathOf(c: CatalogueSample): fc.Arbitrary<{ path: string; trait?: string }> {
  const slugs = slugsFor(c);
  const pages = storefrontPaths.map(({ pattern }) => {
    const names = [...pattern.matchAll(/:([A-Za-z]+)/g)].map(([, name]) => name!);
    const values = names.map((name) =>
      fc.oneof(
        { arbitrary: (slugs[name] ?? slugs.slug!).map((s) => ({ segment: encodeSegment(s), bad: false })), weight: 3 },
        { arbitrary: hostileSegment.map((segment) => ({ segment, bad: true })), weight: 2 },
      ),
    );
    return fc.tuple(...values).map((parts) => {
      let i = 0;
      const path = pattern.replace(/:[A-Za-z]+/g, () => parts[i++]!.segment);
      return { path, trait: parts.some((p) => p.bad) ? 'path segment' : undefined };
    });
  });
  return fc.oneof(...pages);
}

const suffixes = ['/', '//', '/..', '/.', '/%2e%2e/%2e%2e', '%00', '/index.html', '.json', '?', '#x', '/%'];

/** Requests to the storefront's pages: every route of the URL table, in each language, with hostile parts mixed in. */
export function pageRequests(c: CatalogueSample, hints: Hints): fc.Arbitrary<PageRequest> {
  const listQuery = jsonSchemaOf(productListQuery);
  const query = fc.oneof(
    { arbitrary: part(fc.constant('')), weight: 4 },
    { arbitrary: part(validShaped(listQuery, hints).map(queryTextOf)), weight: 2 },
    { arbitrary: part(mutated(listQuery, hints).map(queryTextOf), 'query value'), weight: 2 },
    { arbitrary: part(fc.constantFrom(...brokenQueries), 'broken query'), weight: 1 },
  );
  const prefix = fc.oneof(
    { arbitrary: part(fc.constantFrom(...prefixes)), weight: 6 },
    { arbitrary: part(fc.constantFrom(...hostilePrefixes), 'prefix'), weight: 1 },
  );
  const suffix = fc.oneof(
    { arbitrary: part(fc.constant('')), weight: 8 },
    { arbitrary: part(fc.constantFrom(...suffixes), 'suffix'), weight: 1 },
  );
  const method = fc.oneof(
    { arbitrary: part(fc.constant('GET')), weight: 12 },
    { arbitrary: part(fc.constant('HEAD')), weight: 2 },
    { arbitrary: part(fc.constantFrom('POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH'), 'method'), weight: 1 },
  );
  return fc.tuple(method, prefix, pathOf(c), suffix, query, pageHeaders).map(([m, p, path, s, q, headers]) => {
    const joined = `${p.value}${path.path === '/' && p.value ? '' : path.path}${s.value}`;
    return withDescription<PageRequest>(
      {
        method: m.value,
        target: `${joined.startsWith('/') ? joined : `/${joined}`}${q.value}`,
        headers,
        traits: [m.trait, p.trait, path.trait, s.trait, q.trait].filter((t): t is string => Boolean(t)),
      },
      describePage,
    );
  });
}

const cut = (text: string, n = 300) => (text.length > n ? `${text.slice(0, n)}… (${text.length} chars)` : text);

export function describePage(request: PageRequest) {
  const headers = cut(JSON.stringify(request.headers), 200);
  return `${request.method} ${cut(request.target)} ${headers} (hostile: ${request.traits.join(', ') || 'nothing'})`;
}

const optional = (values: string[]) =>
  fc.oneof({ arbitrary: fc.constant(undefined), weight: 4 }, { arbitrary: fc.constantFrom(...values), weight: 1 });

/** Headers a browser or a script may send to a page; no control characters (HTTP forbids them). */
const pageHeaders = fc
  .record({
    cookie: optional([
      'currency=XYZ',
      'currency=',
      'lang=xx',
      'kordon_session=garbage',
      `a=${'b'.repeat(4000)}`,
      'currency=EUR; currency=RUB',
    ]),
    'accept-language': optional(['*', 'xx', 'ru;q=abc', ',,,', 'en-US,en;q=0.9,ru;q=0.8', 'é']),
    'if-none-match': optional(['*', '"x"', 'W/"x"', '""']),
    'accept-encoding': optional(['gzip;q=2', 'br, zstd, *', 'identity;q=0', 'x']),
    'x-auth-token': optional(['garbage', 'a.b.c']),
  })
  .map(
    (headers) =>
      Object.fromEntries(Object.entries(headers).filter(([, v]) => v !== undefined)) as Record<string, string>,
  );
