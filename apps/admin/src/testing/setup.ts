import '@kordon/contract/zod-setup';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// A screen's chunk is transformed on first import, which took over the default second in a loaded run.
configure({ asyncUtilTimeout: 10_000 });

// A stray console error fails the test (docs/testing.md): React's warnings about keys, act or a11y props among them.
const errors: unknown[][] = [];
vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
  errors.push(args);
});

afterEach(() => {
  cleanup();
  const seen = errors.splice(0);
  if (seen.length > 0)
    throw new Error(`console.error during the test:\n${seen.map((args) => args.join(' ')).join('\n')}`);
});
