import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig } from 'vite';

/**
 * React Router's package exports name its development build whatever the mode (remix-run/react-router
 * issue 14102), as apps/web/vite.config.ts explains; the build takes the production file beside it.
 */
const reactRouterProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router')),
  '../production/index.mjs',
);

/**
 * The back office: a single-page app served by the shop server under /admin (apps/api/src/admin-app).
 * Its own build and folder, so nothing of it reaches a shopper's page (apps/web/app/admin-isolation.test.ts).
 */
export default defineConfig(({ command }) => ({
  base: '/admin/',
  resolve: { alias: command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [] },
  build: {
    outDir: 'build',
    emptyOutDir: true,
    manifest: true,
    rolldownOptions: {
      // 'use client' marks server-component boundaries; this app has no server components to keep apart.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
      // The libraries every screen runs change less often than the app: a chunk of their own stays cached.
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](query-core|react-query))[\\/]/,
            },
          ],
        },
      },
      treeshake: {
        // As in the storefront (apps/web/vite.config.ts): the contract's modules only declare things,
        // but declare no `sideEffects`; zod-setup alone must run before any schema is built.
        moduleSideEffects: [{ test: /packages\/contract\/src\/(?!zod-setup)/, sideEffects: false }],
        manualPureFunctions: ['z', 'defineCall'],
      },
    },
  },
  server: {
    // `npm run dev -w @kordon/admin` beside `npm start`: the API calls go to the running shop.
    proxy: { '/api': 'http://localhost:3000' },
  },
}));
