import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { errorShapeProblem, FuzzTally } from './answer-checks.js';
import { type ApiFuzz, checkApiRequest } from './api-fuzz.js';
import type { ApiRequest } from './api-requests.js';
import { changedTables, fingerprint } from './fingerprint.js';

// The fuzzer's own checks, each shown to fail on what it looks for: a fuzzer that cannot fail proves nothing.

describe('errorShapeProblem', () => {
  const json = 'application/json; charset=utf-8';

  it('accepts the shop’s error bodies', () => {
    expect(errorShapeProblem(404, json, '{"code":"not_found","message":"Product not found"}')).toBeUndefined();
    const invalid = {
      code: 'validation_failed',
      message: 'x',
      errors: { a: ['Required field'] },
      codes: { a: ['required'] },
    };
    expect(errorShapeProblem(422, json, JSON.stringify(invalid))).toBeUndefined();
    expect(errorShapeProblem(431, json, '{"code":"bad_request","message":"Header too large"}')).toBeUndefined();
  });

  it('names HTML, a body without a code, a 422 without fields and a code of another status', () => {
    expect(errorShapeProblem(404, 'text/html', '<h1>Not found</h1>')).toBe('content-type text/html, not JSON');
    expect(errorShapeProblem(400, json, '{"error":"bad"}')).toMatch(/^the body is not the error shape/);
    expect(errorShapeProblem(422, json, '{"code":"validation_failed","message":"x"}')).toMatch(/not the error shape/);
    expect(errorShapeProblem(400, json, '{"code":"not_found","message":"x"}')).toBe(
      'code not_found belongs to 404, not 400',
    );
  });
});

describe('the fuzzer against a shop that misbehaves', () => {
  let t: TestApp;
  let broken: FastifyInstance;
  let f: ApiFuzz;
  beforeAll(async () => {
    t = await createTestApp({ demo: true });
    broken = Fastify();
    broken.get('/boom', async (_request, reply) => reply.status(500).send({ code: 'internal', message: 'x' }));
    broken.get('/html', async (_request, reply) => reply.status(404).type('text/html').send('<h1>gone</h1>'));
    broken.get('/writes', async (_request, reply) => {
      await t.pool.query('UPDATE variations SET stock = stock + 1 WHERE id = (SELECT min(id) FROM variations)');
      return reply.status(400).send({ code: 'bad_request', message: 'refused, but wrote first' });
    });
    await broken.ready();
    f = { t: { ...t, app: broken }, tally: new FuzzTally() } as unknown as ApiFuzz;
  });
  afterAll(async () => {
    await broken.close();
    await t.close();
  });

  const request = (url: string): ApiRequest => ({
    route: 'probe',
    method: 'GET',
    url,
    headers: {},
    caller: { kind: 'none' },
    ip: '10.0.0.1',
    traits: [],
  });

  it('fails on a 5xx and names the request', async () => {
    await expect(checkApiRequest(f, request('/boom'))).rejects.toThrow(/^answered 500\n {2}GET \/boom/);
  });

  it('fails on a 4xx outside the error shape', async () => {
    await expect(checkApiRequest(f, request('/html'))).rejects.toThrow(/a 404 outside the error shape: content-type/);
  });

  it('fails on a refused request that wrote a business table, naming the table', async () => {
    await expect(checkApiRequest(f, request('/writes'))).rejects.toThrow(/a refused request changed stock\n/);
  });
});

describe('fingerprint', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ demo: true });
  });
  afterAll(() => t.close());

  it('changes with the business tables and ignores the session bookkeeping', async () => {
    const before = await fingerprint(t.pool);
    await t.pool.query(`UPDATE coupons SET used_count = used_count + 1 WHERE id = (SELECT min(id) FROM coupons)`);
    await t.pool.query(
      `UPDATE reviews SET rating = CASE WHEN rating = 5 THEN 4 ELSE 5 END WHERE id = (SELECT min(id) FROM reviews)`,
    );
    await t.pool.query(`INSERT INTO outbox (topic, payload) VALUES ('mail', '{}')`);
    expect(changedTables(before, await fingerprint(t.pool)).sort()).toEqual(['coupons', 'reviews']);
  });
});
