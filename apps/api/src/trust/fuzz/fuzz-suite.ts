import { API_BASE } from '@kordon/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { reportFigure } from '../stress-size.js';
import { errorShapeProblem } from './answer-checks.js';
import { type ApiFuzz, apiHealth, fuzzRoute, startApiFuzz } from './api-fuzz.js';
import { declaredCalls, queryParametersMissingFromDocument } from './api-routes.js';
import { bodyRoutes, deeplyNested, hugeArrays, oversized, type Probe } from './body-limits.js';
import { fuzzApiOnWire, fuzzPages, oversizedHead, type ShopFuzz, shopHealth, startShopFuzz } from './shop-fuzz.js';

const SUITE = 'fuzz';

export type FuzzSuiteOptions = {
  /** Generated requests: to the API calls (shared evenly), to pages, and to the API over a socket. */
  requests: { api: number; pages: number; wire: number };
  seed: number;
  pool: { visitors: number; customers: number };
  /** Per-test time limit (the project's own when absent). */
  timeoutMs?: number;
};

const tags = [...new Set(declaredCalls().map((call) => call.tag))].sort();

const probeLine = (p: Probe) => `${p.route} ${p.status} ${p.code ?? ''} ${p.ms.toFixed(0)} ms`;

/**
 * The hostile-input fuzzer: requests generated from the contract and the OpenAPI document to every call
 * and page, with docs/security.md's checks (no 5xx, 4xx in shape, refusals write nothing).
 */
export function describeFuzzSuite(options: FuzzSuiteOptions) {
  const { seed, timeoutMs } = options;
  const { api: apiShare, pages, wire } = options.requests;
  let api: ApiFuzz;
  let shop: ShopFuzz;

  beforeAll(async () => {
    reportFigure(SUITE, 'seed', String(seed));
    api = await startApiFuzz(options.pool);
  });
  afterAll(async () => {
    api?.tally.report(`${SUITE} · API`);
    await api?.close();
  });

  describe('the routes it drives', () => {
    it('are every call the contract declares, at the method and path the served OpenAPI document lists', () => {
      const declared = declaredCalls().map(
        (c) => `${c.method} ${API_BASE}${c.path.replace(/:(\w+)/g, '{$1}')} ${c.id}`,
      );
      expect(api.routes.map((r) => `${r.method} ${r.path} ${r.id}`).sort()).toEqual(declared.sort());
    });

    // A named query schema converts to a bare $ref, so the document lists none of its parameters
    // (openapi.service.ts parametersOf); remove `.fails` once it does.
    it('finds every query parameter the contract declares in the document', () => {
      expect(queryParametersMissingFromDocument(api.document)).toEqual({});
    });
  });

  describe('generated requests to every API call: none answers 5xx, each 4xx is the error shape, none refused writes', () => {
    for (const tag of tags) {
      it(
        `calls tagged ${tag}`,
        async () => {
          const perRoute = Math.max(1, Math.round(apiShare / api.routes.length));
          const routes = api.routes.filter((r) => r.tag === tag);
          expect(routes.length).toBeGreaterThan(0);
          for (const [i, route] of routes.entries()) await fuzzRoute(api, route, perRoute, seed + i);
        },
        timeoutMs,
      );
    }
  });

  describe('bodies past the limits, to every call that takes one', () => {
    it(
      'refuses a body one byte over its limit with 413 payload_too_large before reading it',
      async () => {
        const probes: Probe[] = [];
        for (const route of bodyRoutes(api)) probes.push(await oversized(api, route));
        reportFigure(SUITE, 'one byte over the limit', probes.map(probeLine).join('; '));
        expect(probes.filter((p) => p.status !== 413 || p.code !== 'payload_too_large')).toEqual([]);
      },
      timeoutMs,
    );

    it(
      'refuses 100,000 levels of nesting with a 4xx',
      async () => {
        const probes: Probe[] = [];
        for (const route of bodyRoutes(api)) probes.push(...(await deeplyNested(api, route)));
        reportFigure(SUITE, '100,000 levels: slowest answer', `${Math.max(...probes.map((p) => p.ms)).toFixed(0)} ms`);
        expect(probes.filter((p) => p.status < 400 || p.status >= 500).map(probeLine)).toEqual([]);
      },
      timeoutMs,
    );

    it(
      'refuses a list of a million elements (as many as fit where the limit is 1 MiB) with a 4xx',
      async () => {
        const probes: Probe[] = [];
        for (const route of bodyRoutes(api)) probes.push(...(await hugeArrays(api, route)));
        reportFigure(SUITE, 'huge lists: slowest answer', `${Math.max(...probes.map((p) => p.ms)).toFixed(0)} ms`);
        expect(probes.filter((p) => p.status < 400 || p.status >= 500).map(probeLine)).toEqual([]);
      },
      timeoutMs,
    );
  });

  // A shop of its own on a port: pages need the built storefront (apps/web/build).
  describe('over a socket to a running shop', () => {
    // Pages render without a failed API look-up and say so on console.warn: expected here, so counted, not printed.
    let lookUpWarnings = 0;
    beforeAll(async () => {
      const warn = console.warn.bind(console);
      vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
        if (String(args[0]).startsWith('[storefront] API look-up failed')) lookUpWarnings++;
        else warn(...args);
      });
      shop = await startShopFuzz();
    });
    afterAll(async () => {
      vi.restoreAllMocks();
      shop?.tally.report(`${SUITE} · wire`);
      reportFigure(SUITE, 'pages rendered without a failed API look-up (storefront warnings)', lookUpWarnings);
      await shop?.shop.stop();
    });

    it(
      `answers ${pages.toLocaleString('en')} generated page requests below 500, without a write`,
      () => fuzzPages(shop, pages, seed),
      timeoutMs,
    );

    it(
      `answers ${wire.toLocaleString('en')} generated API requests sent as raw bytes below 500`,
      () => fuzzApiOnWire(shop, api.routes, wire, seed),
      timeoutMs,
    );

    // Node's parser answers before Fastify routes; app.ts hands it to http/client-errors.ts.
    it('answers a request head over 16 KiB with 431 in the shop’s error shape', async () => {
      const answer = await oversizedHead(shop);
      expect(answer.status).toBe(431);
      expect(errorShapeProblem(answer.status, answer.contentType, answer.body)).toBeUndefined();
    });

    it('still answers health and the home page over the wire afterwards, and nothing answered 5xx', async () => {
      expect(await shopHealth(shop)).toEqual({ health: 200, home: 200 });
      expect(shop.tally.serverErrors).toBe(0);
    });
  });

  describe('afterwards', () => {
    it('the API still answers health and a cart, and nothing answered 5xx', async () => {
      expect(await apiHealth(api)).toEqual({ health: 200, cart: 200 });
      expect(api.tally.serverErrors).toBe(0);
    });
  });
}
