import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { layoutChunks, withoutEveryPageChunks } from './app/framework/vite/layout-chunks.ts';
import {
  REACT_ROUTER_PURE_CALLS,
  reactRouterProduction,
  reactRouterWithoutUnused,
} from './app/framework/vite/react-router-build.ts';
import { rendererWithoutRequestStorage } from './app/framework/vite/renderer-without-request-storage.ts';
import { shellStylesheetOnce } from './app/framework/vite/shell-stylesheet-once.ts';

// What each framework plugin replaces, what it gains and when to drop it: app/framework/OVERRIDES.md.
const layout = layoutChunks();

export default defineConfig({
  plugins: [
    reactRouterProduction(),
    reactRouterWithoutUnused(),
    rendererWithoutRequestStorage(),
    reactRouter(),
    layout.plugin,
    shellStylesheetOnce(),
  ],
  build: {
    assetsInlineLimit: 4096,
    modulePreload: { resolveDependencies: withoutEveryPageChunks },
    // .vite/manifest.json: the chunks each route loads, for the page weight test (app/bundle-budget.test.ts).
    manifest: true,
    rolldownOptions: {
      output: { codeSplitting: { groups: layout.groups } },
      treeshake: {
        // @kordon/contract declares no `sideEffects`, so any import from it (a constant, a path
        // helper) would bring every schema and zod into each page. Its modules only declare things;
        // zod-setup alone must run (it configures zod before the schemas are built).
        moduleSideEffects: [{ test: /packages\/contract\/src\/(?!zod-setup)/, sideEffects: false }],
        manualPureFunctions: ['z', 'defineCall', ...REACT_ROUTER_PURE_CALLS],
      },
    },
  },
  ssr: { noExternal: ['@kordon/contract'] },
});
