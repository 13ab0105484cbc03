import type { Plugin } from 'vite';

/**
 * React Router's package exports name its development build whatever the mode (remix-run/react-router
 * issue 14102). The browser build takes the production build beside it; the server keeps the
 * package's own, which differs only in warnings and in default error screens root.tsx replaces.
 */
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

/**
 * What no chunk uses of React Router is dropped only if nothing at its top level looks like a side
 * effect. Two things do: `X.displayName = …` lines (read by developer tools only) and `forwardRef(…)`
 * calls without a pure annotation. This plugin removes the former; REACT_ROUTER_PURE_CALLS names
 * the latter as the bundler sees it once React's CommonJS is an import.
 */
export function reactRouterWithoutUnused(): Plugin {
  return {
    name: 'kordon:react-router-without-unused',
    transform: {
      filter: { id: /[\\/]react-router[\\/]dist[\\/]production[\\/]/ },
      handler: (code) => ({ code: code.replace(/^[\w$]+\.displayName = "[^"\n]*";$/gm, ''), map: null }),
    },
  };
}

export const REACT_ROUTER_PURE_CALLS = ['import_react.forwardRef'];
