import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    globalSetup: ['./apps/api/src/testing/global-setup.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit+api',
          include: ['apps/**/*.test.ts', 'apps/**/*.test.tsx', 'packages/**/*.test.ts', 'data/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['e2e/**/*.spec.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          // One real server and browser per file; files run one after another to keep CPU for them.
          fileParallelism: false,
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
