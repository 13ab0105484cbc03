import type { Locale } from './locale';

/** What changed in the settings picker; the cart re-checks itself on either (spec-coverage 4.11b). */
export type SettingsChange = { kind: 'language'; locale: Locale } | { kind: 'currency'; code: string };
type Listener = (change: SettingsChange) => void;

const listeners = new Set<Listener>();

/** Browser only. Returns the unsubscribe function, for a useEffect cleanup. */
export function onSettingsChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function emitSettingsChange(change: SettingsChange) {
  for (const listener of listeners) listener(change);
}
