import type { Plugin } from 'vite';

/**
 * React Router links the root's stylesheet with `#` at the end of its href, and Vite's preload helper
 * compares whole URLs, so each lazy chunk inserted the shell's stylesheet again. Naming it with the
 * same `#` in the lazy chunks' lists lets the helper find it already linked.
 */
export function shellStylesheetOnce(): Plugin {
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
