import { spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { calls } from '@kordon/contract';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import openapiTS, { astToString } from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registeredCalls } from '../../http/route.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
let document: Record<string, unknown>;
beforeAll(async () => {
  t = await createTestApp();
  document = (await t.app.inject({ method: 'GET', url: '/api/v1.2/openapi.json' })).json();
});
afterAll(() => t.close());

const root = path.resolve(import.meta.dirname, '../../../../..');

describe('GET /api/v1.2/openapi.json', () => {
  it('passes Redocly’s recommended rules without a single error', async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source: JSON.stringify(document), absoluteRef: 'openapi.json', config });
    const errors = problems
      .filter((p) => p.severity === 'error')
      .map((p) => `${p.ruleId}: ${p.message} at ${p.location[0]?.pointer}`);
    expect(errors).toEqual([]);
  });

  it('lists every declared call once, with an operationId, and nothing undeclared', () => {
    const declared = Object.values(calls).flatMap((feature) => Object.values(feature));
    expect([...registeredCalls(t.app).values()].map((c) => c.id).sort()).toEqual(declared.map((c) => c.id).sort());
    const operations = Object.values(document.paths as Record<string, Record<string, { operationId: string }>>).flatMap(
      (item) => Object.values(item),
    );
    expect(operations.map((o) => o.operationId).sort()).toEqual(declared.map((c) => c.id).sort());
  });

  it('documents every 4xx a call can answer, and defines each named schema once under components', () => {
    const paths = document.paths as Record<string, Record<string, { responses: Record<string, unknown> }>>;
    expect(Object.keys(paths['/api/v1.2/profile/personal']?.get?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '401', '418', '498', 'default']),
    );
    expect(Object.keys(paths['/api/v1.2/information/{slug}']?.get?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '404', '422']),
    );
    const text = JSON.stringify(document);
    expect(text).not.toContain('#/$defs/');
    const schemas = (document.components as { schemas: Record<string, unknown> }).schemas;
    for (const ref of text.matchAll(/"#\/components\/schemas\/([^"]+)"/g))
      expect(schemas, ref[1]).toHaveProperty(ref[1] as string);
  });

  it('lists each back-office call with its least role, the staff bearer scheme, and 403 where a role can be too low', () => {
    type Operation = { security: unknown[]; 'x-staff-role'?: string; description?: string; responses: object };
    const paths = document.paths as Record<string, Record<string, Operation>>;
    const invite = paths['/api/v1.2/admin/staff']?.post;
    expect(invite).toMatchObject({ security: [{ staffToken: [] }], 'x-staff-role': 'owner' });
    expect(invite?.description).toContain('owner role');
    expect(Object.keys(invite?.responses ?? {})).toEqual(expect.arrayContaining(['401', '403', '409', '422']));
    const me = paths['/api/v1.2/admin/me']?.get;
    expect(me).toMatchObject({ 'x-staff-role': 'viewer' });
    expect(Object.keys(me?.responses ?? {})).not.toContain('403');
    expect(paths['/api/v1.2/admin/auth/code']?.post?.security).toEqual([]);
    const schemes = (document.components as { securitySchemes: Record<string, unknown> }).securitySchemes;
    expect(schemes.staffToken).toMatchObject({ type: 'http', scheme: 'bearer' });
  });

  it('generates types with openapi-typescript that a small client typechecks against', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'kordon-openapi-'));
    try {
      await fs.writeFile(path.join(dir, 'api.d.ts'), astToString(await openapiTS(JSON.stringify(document))));
      await fs.writeFile(
        path.join(dir, 'client.ts'),
        `import type { paths } from './api';
type Ok<P extends keyof paths, M extends 'get' | 'post'> = NonNullable<paths[P][M]> extends {
  responses: { 200: { content: { 'application/json': infer B } } };
} ? B : never;
export const name = (page: Ok<'/api/v1.2/information/{slug}', 'get'>): string => page.data.title;
export const total = (list: Ok<'/api/v1.2/store/posts', 'get'>): number => list.total + list.data.length;
export const token = (pair: Ok<'/api/v1.2/auth/check', 'post'>): string => pair.data.customer.email;
type Body = NonNullable<paths['/api/v1.2/auth/check']['post']['requestBody']>['content']['application/json'];
export const body: Body = { device_id: 'd', platform: 'web', store_id: 1, verification_code: 123456 };
`,
      );
      const tsc = path.join(root, 'node_modules/typescript/bin/tsc');
      const result = spawnSync(
        process.execPath,
        [tsc, '--noEmit', '--strict', '--skipLibCheck', '--module', 'nodenext', path.join(dir, 'client.ts')],
        { encoding: 'utf8', timeout: 60_000 },
      );
      expect(result.stdout + result.stderr).toBe('');
      expect(result.status).toBe(0);
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});
