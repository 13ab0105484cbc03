import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { BODY_LIMIT_BYTES: '2048' } });
});
afterAll(() => t.close());

describe('bad input on the API', () => {
  it('answers a malformed JSON body with 400 JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1.2/health',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'bad_request' });
  });

  it('answers an unknown route with 404 JSON', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1.2/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.json()).toEqual({ code: 'not_found', message: 'Route GET /api/v1.2/no-such-thing not found' });
  });

  it('answers a wrong method on a known path with 405', async () => {
    const response = await t.app.inject({ method: 'DELETE', url: '/api/v1.2/health' });
    expect(response.statusCode).toBe(405);
    expect(response.json()).toMatchObject({ code: 'method_not_allowed' });
  });

  it('answers an oversized body with 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1.2/health',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ text: 'x'.repeat(5000) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'payload_too_large' });
  });

  it('answers an unsupported content type with 415', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1.2/health',
      headers: { 'content-type': 'application/x-unknown' },
      payload: 'abc',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ code: 'unsupported_media_type' });
  });

  it('serves the OpenAPI document and a readable reference', async () => {
    const json = await t.app.inject({ method: 'GET', url: '/api/v1.2/openapi.json' });
    expect(json.statusCode).toBe(200);
    expect(json.json()).toMatchObject({ openapi: '3.1.0', paths: { '/api/v1.2/health': { get: {} } } });
    const page = await t.app.inject({ method: 'GET', url: '/api/v1.2/docs' });
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('/api/v1.2/categories');
  });
});

describe('bodiless calls with a JSON content type', () => {
  it('treat an empty body as no body instead of a parse error', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1.2/no-such-thing',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('values PostgreSQL cannot store', () => {
  it('answer 4xx, never 500: a NUL byte, a store id beyond int4', async () => {
    const nul = await t.app.inject({ method: 'GET', url: '/api/v1.2/brand/%00' });
    expect(nul.statusCode).toBeGreaterThanOrEqual(400);
    expect(nul.statusCode).toBeLessThan(500);
    const big = await t.app.inject({
      method: 'POST',
      url: '/api/v1.2/auth/anonymous',
      payload: { platform: 'web', device_id: 'device-1', store_id: 3_000_000_000 },
    });
    expect(big.statusCode).toBe(422);
    const nulDevice = await t.app.inject({
      method: 'POST',
      url: '/api/v1.2/auth/anonymous',
      payload: { platform: 'web', device_id: 'd\u0000x', store_id: 1 },
    });
    expect(nulDevice.statusCode).toBeGreaterThanOrEqual(400);
    expect(nulDevice.statusCode).toBeLessThan(500);
  });

  it('answers malformed percent-encoding with the JSON error body', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1.2/brand/%ff' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'bad_request' });
  });
});
