import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

/** The server build's React renderer gets a storage that only calls through: a real one turns on Node 20's promise hooks for good (decision 0014). */
export function rendererWithoutRequestStorage(): Plugin {
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
