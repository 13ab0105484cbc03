import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSession } from '../features/auth/auth.testing.js';
import { firstStoreId } from '../features/cart/cart.testing.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { jsonBodyLimits, jsonShapeProblem } from './json-body.js';

const nested = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;
const list = (items: number) => `[${Array(items).fill('0').join(',')}]`;

describe('jsonShapeProblem', () => {
  it('accepts the deepest and longest shape the limits allow', () => {
    expect(jsonShapeProblem(nested(jsonBodyLimits.depth))).toBeUndefined();
    expect(jsonShapeProblem(list(jsonBodyLimits.items))).toBeUndefined();
  });

  it('names one level or one item too many', () => {
    expect(jsonShapeProblem(nested(jsonBodyLimits.depth + 1))).toBe('nested deeper than 32 levels');
    expect(jsonShapeProblem(list(jsonBodyLimits.items + 1))).toBe(
      'holding more than 10000 items in one list or object',
    );
  });

  it('counts brackets and commas inside strings, escaped quotes included, as text', () => {
    const text = JSON.stringify({ a: `\\"${'['.repeat(100)}${','.repeat(20_000)}` });
    expect(jsonShapeProblem(text)).toBeUndefined();
  });

  it('counts the items of each list on its own', () => {
    const lists = `[${Array(3).fill(list(jsonBodyLimits.items)).join(',')}]`;
    expect(jsonShapeProblem(lists)).toBeUndefined();
  });
});

describe('a JSON body past the limits (found by the hostile-input fuzzer)', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp({ demo: true });
    token = (await startSession(t, await firstStoreId(t))).token;
  });
  afterAll(() => t.close());

  const putCart = (payload: string) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/v1.2/cart',
      headers: { 'x-auth-token': token, 'content-type': 'application/json' },
      payload,
    });

  // The cart schema strips unknown keys, so these were answered 200 after parsing all of it.
  it('answers 400 bad_request to 100,000 levels under a key the schema does not know', async () => {
    const response = await putCart(`{"junk":${nested(100_000)}}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'bad_request', message: 'The JSON body is nested deeper than 32 levels' });
  });

  it('answers 400 bad_request to 500,000 items under a key the schema does not know', async () => {
    const response = await putCart(`{"junk":${list(500_000)}}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('bad_request');
  });

  it('still prices a cart sent with ordinary JSON', async () => {
    expect((await putCart('{"products":[]}')).statusCode).toBe(200);
  });
});
