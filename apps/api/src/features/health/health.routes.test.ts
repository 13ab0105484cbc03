import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/v1.2/health', () => {
  it('reports the database as reachable', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1.2/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ status: 'ok', database: { reachable: true } });
  });

  it('answers 503 degraded when the database is gone', async () => {
    const broken = await createTestApp();
    await broken.pool.end();
    const response = await broken.app.inject({ method: 'GET', url: '/api/v1.2/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json().data).toMatchObject({ status: 'degraded', database: { reachable: false } });
    await broken.app.close();
  });
});
