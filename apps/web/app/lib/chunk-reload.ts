/** spec-coverage 8.6: a failed code chunk reloads the page, at most once per 60 seconds. */
export const CHUNK_RELOAD_INTERVAL_MS = 60_000;
export const CHUNK_RELOAD_KEY = 'chunkReloadAt';

export function mayReloadAfterChunkError(now: number, lastReloadAt: number | null): boolean {
  return lastReloadAt === null || Number.isNaN(lastReloadAt) || now - lastReloadAt >= CHUNK_RELOAD_INTERVAL_MS;
}

export const chunkErrorPattern =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

export const isChunkLoadError = (reason: unknown) =>
  chunkErrorPattern.test(reason instanceof Error ? reason.message : String(reason));

/** True when it reloads the page. */
function reloadOnce(): boolean {
  const stored = sessionStorage.getItem(CHUNK_RELOAD_KEY);
  const now = Date.now();
  if (!mayReloadAfterChunkError(now, stored === null ? null : Number(stored))) return false;
  sessionStorage.setItem(CHUNK_RELOAD_KEY, String(now));
  window.location.reload();
  return true;
}

/** Browser only: after a deploy, old pages ask for chunks that are gone; a fresh page fixes that. */
export function reloadOnChunkLoadFailure() {
  window.addEventListener('vite:preloadError', (event) => {
    // Without a reload the import must still fail: prevented, it would resolve to nothing.
    if (reloadOnce()) event.preventDefault();
  });
  window.addEventListener('unhandledrejection', (event) => {
    if (isChunkLoadError(event.reason)) reloadOnce();
  });
}
