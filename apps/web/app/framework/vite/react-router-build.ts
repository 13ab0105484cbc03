import type { Plugin } from 'vite';

/** The browser build takes React Router's production build: its package exports name the development one in any mode. */
export function reactRouterProduction(): Plugin {
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

/** Drops `X.displayName = …` lines, which keep unused parts of React Router alive as side effects. */
export function reactRouterWithoutUnused(): Plugin {
  return {
    name: 'kordon:react-router-without-unused',
    transform: {
      filter: { id: /[\\/]react-router[\\/]dist[\\/]production[\\/]/ },
      handler: (code) => ({ code: code.replace(/^[\w$]+\.displayName = "[^"\n]*";$/gm, ''), map: null }),
    },
  };
}

/** `forwardRef(…)` calls, named as the bundler sees them once React's CommonJS is an import: pure, so unused ones go. */
export const REACT_ROUTER_PURE_CALLS = ['import_react.forwardRef'];
