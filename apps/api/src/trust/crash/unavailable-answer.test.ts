import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config/env.js';
import { API } from '../../features/auth/auth.testing.js';
import { toErrorResponse } from '../../http/error-handler.js';
import { answerUnavailableWhileDatabaseRestarts } from '../../server.js';
import { demoCatalogue, testMediaDir } from '../../testing/test-app.js';
import { createTestDatabase, type TestDatabase } from '../../testing/test-db.js';

// The real app with the shop's hook (server.ts), over a database whose restart the test decides.
let database: TestDatabase;
let app: Awaited<ReturnType<typeof buildApp>>;
let available = true;
beforeAll(async () => {
  database = await createTestDatabase({ template: demoCatalogue });
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: inject('testRunDir'),
    MEDIA_DIR: testMediaDir,
    LOG_LEVEL: 'silent',
    DATABASE_URL: database.url,
  });
  app = await buildApp({ config, db: database.db, pool: database.pool, version: 'test' }, { logger: false });
  answerUnavailableWhileDatabaseRestarts(app, { available: () => available });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('while the embedded database restarts', () => {
  it('answers 503 unavailable with Retry-After instead of trying the pool', async () => {
    available = false;
    const response = await app.inject({ method: 'GET', url: `${API}/context` });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('1');
    expect(response.json()).toMatchObject({ code: 'unavailable' });
  });

  it('lets the health check answer for itself', async () => {
    available = false;
    const response = await app.inject({ method: 'GET', url: `${API}/health` });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ database: { reachable: true } });
  });

  it('serves requests again once the database runs', async () => {
    available = true;
    const response = await app.inject({ method: 'GET', url: `${API}/context` });
    expect(response.statusCode).toBe(200);
  });
});

describe('a request whose database connection drops before the shop notices', () => {
  // 500 `internal` would tell a client the request itself failed; 503 `unavailable` says: send it again.
  it('answers 503 unavailable rather than 500', () => {
    const causes = [
      { code: '57P01', message: 'terminating connection due to unexpected postmaster exit' },
      { code: '57P03', message: 'the database system is starting up' },
      { code: 'ECONNREFUSED', message: 'connect ECONNREFUSED /tmp/pg-socket/.s.PGSQL.5432' },
      { code: 'ENOENT', message: 'connect ENOENT /tmp/pg-socket/.s.PGSQL.5432' },
      { code: undefined, message: 'Connection terminated unexpectedly' },
    ];
    for (const cause of causes) {
      const failedQuery = Object.assign(new Error('Failed query'), { cause: Object.assign(new Error(), cause) });
      expect(toErrorResponse(failedQuery).status).toBe(503);
    }
    expect(toErrorResponse(new Error('a bug')).status).toBe(500);
    const missingFile = Object.assign(new Error('ENOENT: no such file'), { code: 'ENOENT' });
    expect(toErrorResponse(missingFile).status).toBe(500);
  });
});
