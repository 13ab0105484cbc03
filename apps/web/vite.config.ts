import { createRequire } from 'node:module';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig, type Plugin } from 'vite';
import { EVERY_PAGE_CHUNKS } from './app/lib/chunk-names';

/**
 * Every page runs the client entry, the layout (root.tsx), the page frame and all they import. Left to itself the bundler cuts that
 * into a dozen small chunks, because route modules share pieces of it; each file is compressed
 * on its own, so that costs about 4 KB gzip per page. This puts the layout's static imports into
 * one `shell` chunk (and the libraries into one `framework` chunk) instead; the entry module itself
 * keeps its small chunk (see the shell group below). Dynamic imports stay separate: they are what a
 * page loads only when it is used.
 */
function layoutChunks() {
  const everyPage = /[\\/]app[\\/](entry\.client|root|routes[\\/]page-frame)\.tsx(\?|$)/;
  const entryClient = /[\\/]app[\\/]entry\.client\.tsx(\?|$)/;
  const layout = new Set<string>();
  const plugin: Plugin = {
    name: 'kordon:layout-chunks',
    buildEnd() {
      layout.clear();
      const pending = [...this.getModuleIds()].filter((id) => everyPage.test(id));
      for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
        if (layout.has(id)) continue;
        layout.add(id);
        pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
  // `$initial`: what tree-shaking kept of the static imports (the module graph above has them all).
  const tags: ['$initial'] = ['$initial'];
  const [framework, shell] = EVERY_PAGE_CHUNKS;
  const groups = [
    { name: framework, priority: 2, tags, test: (id: string) => layout.has(id) && /[\\/]node_modules[\\/]/.test(id) },
    // The entry stays in its own small chunk: its top level starts hydration, which must wait until
    // the boot script has set the route modules (lib/deferred-boot.server.ts imports them one by one).
    { name: shell, priority: 1, tags, test: (id: string) => layout.has(id) && !entryClient.test(id) },
  ];
  return { plugin, groups };
}

const layout = layoutChunks();
const everyPageChunk = new RegExp(`^assets/(${[...EVERY_PAGE_CHUNKS, 'rolldown-runtime'].join('|')})-`);

/**
 * React Router's package exports name its development build whatever the mode (remix-run/react-router
 * issue 14102): its dev warnings and default error screens cost every page 0.7 KB gzip. The browser
 * build takes the production build beside it. The server keeps the package's own; the two render
 * the same, since they differ only in warnings and in the default error screens, which root.tsx replaces.
 */
function reactRouterProduction(): Plugin {
  const builds: Record<string, string> = { 'react-router': 'index.mjs', 'react-router/dom': 'dom-export.mjs' };
  return {
    name: 'kordon:react-router-production',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      const file = builds[source];
      if (!file || this.environment.name !== 'client' || this.environment.mode !== 'build') return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved
        ? { ...resolved, id: resolved.id.replace(/dist[\\/]development[\\/][^\\/]+$/, `dist/production/${file}`) }
        : null;
    },
  };
}

/**
 * React Router is one module, so whatever of it any chunk uses sits in the framework chunk of every
 * page, and what none uses is dropped only if nothing at its top level looks like a side effect.
 * Two things do: `Link.displayName = …` lines (names for React's developer tools; the production
 * build reads them nowhere) and `forwardRef(…)` calls, which carry no pure annotation. Without
 * them the unused `<Form>`, `useSubmit`, `<NavLink>` and the history router leave (1.9 KB gzip);
 * our GET forms use `components/common/get-form.tsx`. The pure call is named as the bundler sees
 * it after turning React's CommonJS into an import (bundle-budget.test.ts checks that it works).
 */
function reactRouterWithoutUnused(): Plugin {
  return {
    name: 'kordon:react-router-without-unused',
    transform: {
      filter: { id: /[\\/]react-router[\\/]dist[\\/]production[\\/]/ },
      handler: (code) => ({ code: code.replace(/^[\w$]+\.displayName = "[^"\n]*";$/gm, ''), map: null }),
    },
  };
}

/**
 * React Router links a stylesheet that lazy chunks also import with `#` at the end of its href (the
 * route's link and Vite's copy stay separate elements), and Vite's preload helper compares whole
 * URLs, so each lazy section inserted the shell's 22 KB stylesheet again: parsed once more and a
 * style recalculation during the load. The root route never unmounts, so its stylesheet is named
 * in the lazy chunks' lists with the same `#`, which the helper then finds already linked.
 */
function shellStylesheetOnce(): Plugin {
  return {
    name: 'kordon:shell-stylesheet-once',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type === 'chunk') chunk.code = chunk.code.replace(/"(assets\/shell-[\w-]+\.css)"/g, '"$1#"');
        }
      },
    },
  };
}

/**
 * React's Node renderer runs each render inside an AsyncLocalStorage, only so that a Float call
 * (`preload`, `preinit`) made after an `await` finds its request; during the render itself it reads
 * its own variable. On Node 20 the first `run` turns on the promise hooks for good, and then every
 * `await` in the process pays: cached API answers served a fifth to a third fewer requests once a
 * page had been rendered (decision 0014). The server build therefore bundles the
 * renderer with a storage that only calls through, the same as React's edge build on a runtime
 * without AsyncLocalStorage. Nothing in the app calls Float's functions outside a render.
 */
function rendererWithoutRequestStorage(): Plugin {
  const storage = '\0kordon:render-storage';
  return {
    name: 'kordon:renderer-without-request-storage',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'ssr',
    resolveId(source, importer) {
      if (this.environment.mode !== 'build') return null;
      // The file, not the bare name: Vite would keep a bare package name external on the server.
      if (source === 'react-dom/server') return createRequire(import.meta.url).resolve('react-dom/server.node');
      if (/^(node:)?async_hooks$/.test(source) && importer && /[\\/]react-dom[\\/]/.test(importer)) return storage;
      return null;
    },
    load(id) {
      if (id !== storage) return null;
      return 'export class AsyncLocalStorage { getStore() { return undefined; } run(_store, callback, ...args) { return callback(...args); } }';
    },
  };
}

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
    // A lazy chunk's list of files to fetch with it leaves out those every page has loaded already.
    modulePreload: { resolveDependencies: (_file, deps) => deps.filter((dep) => !everyPageChunk.test(dep)) },
    // .vite/manifest.json: the chunks each route loads, for the page weight test (app/bundle-budget.test.ts).
    manifest: true,
    rolldownOptions: {
      output: { codeSplitting: { groups: layout.groups } },
      treeshake: {
        // @kordon/contract declares no `sideEffects`, so any import from it (a constant, a path
        // helper) would bring every schema and zod into each page. Its modules only declare things;
        // zod-setup alone must run (it configures zod before the schemas are built).
        moduleSideEffects: [{ test: /packages\/contract\/src\/(?!zod-setup)/, sideEffects: false }],
        manualPureFunctions: ['z', 'defineCall', 'import_react.forwardRef'],
      },
    },
  },
  ssr: { noExternal: ['@kordon/contract'] },
});
