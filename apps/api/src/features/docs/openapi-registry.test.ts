import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

// The storefront's server build registers its own copy of the contract's schema ids in zod's global
// registry; the document must not meet two schemas of one name (imitated here).
describe('the OpenAPI document after another copy of the contract registered its schema ids', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    z.enum(['normal', 'preorder', 'drop_ship']).meta({ id: 'Availability' });
    z.object({ message: z.string(), code: z.string() }).meta({ id: 'Error' });
  });
  afterAll(() => t.close());

  it('is still served, with the API’s own schemas', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1.2/openapi.json' });
    expect(response.statusCode).toBe(200);
    const schemas = response.json().components.schemas;
    expect(schemas.Availability).toEqual({ type: 'string', enum: ['normal', 'preorder', 'drop_ship'] });
    expect(schemas.Error.properties.code.enum).toContain('validation_failed');
  });
});
