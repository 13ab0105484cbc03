import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isChunkLoadError, mayReloadAfterChunkError, reloadOnChunkLoadFailure } from './chunk-reload';

describe('reload after a failed chunk (spec §8)', () => {
  // Spec §8: "Failed load of a code chunk: reload the page, at most once per 60 seconds." The figures
  // are written here, not read from CHUNK_RELOAD_INTERVAL_MS, so changing the interval fails this test.
  it('reloads at most once per 60 seconds: not at 59.999 s, again at 60 s (spec §8)', () => {
    expect(mayReloadAfterChunkError(100_000, null)).toBe(true);
    expect(mayReloadAfterChunkError(100_000, 50_000)).toBe(false);
    expect(mayReloadAfterChunkError(50_000 + 59_999, 50_000)).toBe(false);
    expect(mayReloadAfterChunkError(50_000 + 60_000, 50_000)).toBe(true);
    expect(mayReloadAfterChunkError(100_000, Number.NaN)).toBe(true);
  });
  it('recognises the browsers’ messages for a missing module', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('something else'))).toBe(false);
  });
});

describe('reloadOnChunkLoadFailure, on a fake clock (spec §8)', () => {
  const reload = vi.fn();
  beforeEach(() => {
    vi.useFakeTimers({ now: 1_000_000 });
    const stored = new Map<string, string>();
    vi.stubGlobal('sessionStorage', {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => stored.set(key, value),
    });
    vi.stubGlobal('window', Object.assign(new EventTarget(), { location: { reload } }));
    reload.mockClear();
    reloadOnChunkLoadFailure();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  /** Vite's event for a failed preload; true when the handler reloaded (and so prevented the failure). */
  const failChunk = () => !window.dispatchEvent(new Event('vite:preloadError', { cancelable: true }));

  // Spec §8: "reload the page, at most once per 60 seconds".
  it('reloads on the first failure, not again within 60 s, and again once 60 s have passed (spec §8)', () => {
    expect(failChunk()).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(59_999);
    expect(failChunk()).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(failChunk()).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
