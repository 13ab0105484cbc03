import type { Plugin } from 'vite';

/** Lazy chunks name the shell stylesheet with React Router's `#`, so Vite's preload helper finds it linked, not links it again. */
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
