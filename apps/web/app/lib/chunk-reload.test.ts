import { describe, expect, it } from 'vitest';
import { isChunkLoadError, mayReloadAfterChunkError } from './chunk-reload';

describe('reload after a failed chunk (spec §8)', () => {
  it('reloads at most once per 60 seconds', () => {
    expect(mayReloadAfterChunkError(100_000, null)).toBe(true);
    expect(mayReloadAfterChunkError(100_000, 50_000)).toBe(false);
    expect(mayReloadAfterChunkError(110_000, 50_000)).toBe(true);
    expect(mayReloadAfterChunkError(100_000, Number.NaN)).toBe(true);
  });
  it('recognises the browsers’ messages for a missing module', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('something else'))).toBe(false);
  });
});
