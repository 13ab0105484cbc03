import { configDefaults, defineConfig } from 'vitest/config';

const UNIT_AND_API = ['apps/**/*.test.ts', 'apps/**/*.test.tsx', 'packages/**/*.test.ts', 'data/**/*.test.ts'];
/** The back office's component tests run in a simulated DOM (apps/admin, docs/decisions/0015-admin-app.md). */
const ADMIN_DOM = ['apps/admin/**/*.test.ts', 'apps/admin/**/*.test.tsx'];
/** Named so; `architecture.test.ts` holds every vi.mock to such a file. */
const MODULE_MOCKS = ['**/*.isolated.test.ts', '**/*.isolated.test.tsx'];
/**
 * Left out of CI's second run, on the external server (.ci/run sets SECOND_SERVER_RUN): files that use
 * no database, the embedded server's own test, and the light fuzz and stock-ledger runs, which the
 * stress step repeats on that server, bigger (docs/testing.md, "What runs where in CI").
 */
const SAME_ON_ANY_SERVER = process.env.SECOND_SERVER_RUN
  ? [
      'apps/web/**',
      'apps/admin/**',
      'packages/**',
      '**/db/embedded-postgres.test.ts',
      '**/trust/fuzz.test.ts',
      '**/trust/stock-ledger.test.ts',
    ]
  : [];

export default defineConfig({
  test: {
    globalSetup: ['./apps/api/src/testing/global-setup.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit+api',
          include: UNIT_AND_API,
          exclude: [...configDefaults.exclude, ...MODULE_MOCKS, ...ADMIN_DOM, ...SAME_ON_ANY_SERVER],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          // Files share a worker's module cache: each one imported the whole API again before,
          // which was over half of this project's CPU (docs/testing.md). Every file builds its
          // own app and database, so nothing else is shared.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          // Files that replace a module (vi.mock) need a module cache of their own.
          name: 'unit+api:module-mocks',
          include: MODULE_MOCKS,
          exclude: [...configDefaults.exclude, ...SAME_ON_ANY_SERVER],
          testTimeout: 30_000,
        },
      },
      {
        // Not `extends`: it needs no database, so not the global setup that starts one.
        test: {
          // Selected with the others by --project 'unit+api*'; the API is stubbed at fetch.
          name: 'unit+api:admin',
          include: ADMIN_DOM,
          exclude: [...configDefaults.exclude, ...SAME_ON_ANY_SERVER],
          environment: 'happy-dom',
          setupFiles: ['./apps/admin/src/testing/setup.ts'],
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['e2e/**/*.spec.ts'],
          // A console error, uncaught exception or CSP violation a test did not declare fails it.
          setupFiles: ['./e2e/fixtures/console-guard.setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          // What appears after hydration took over a second in a loaded CI run (1000 ms is the
          // default): a poll now waits up to 10 s, and a missing feature still fails, only later.
          expect: { poll: { timeout: 10_000 } },
          // One real server and browser per file; files run one after another to keep CPU for them,
          // importing the server once (each file starts its own shop on its own database).
          fileParallelism: false,
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          // `npm run test:stress`: the heavy part of the trust suite (docs/security.md).
          name: 'stress',
          include: ['apps/**/*.stress.ts'],
          testTimeout: 600_000,
          hookTimeout: 300_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
