import { SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH } from '@kordon/contract';

/** Spec §4: the header search waits for a 600 ms pause in typing. */
export const SEARCH_PAUSE_MS = 600;

/** The text a search runs with: trimmed and cut to what the API takes; null under 3 characters (spec §5). */
export function searchableText(raw: string | null | undefined): string | null {
  const text = (raw ?? '').trim().replace(/\s+/g, ' ').slice(0, SEARCH_MAX_LENGTH).trim();
  return text.length >= SEARCH_MIN_LENGTH ? text : null;
}

export type SearchState<T> =
  | { status: 'idle' }
  | { status: 'loading'; text: string }
  | { status: 'done'; text: string; result: T }
  | { status: 'failed'; text: string };

/**
 * The header box's search: a keystroke restarts the pause and a new text aborts the old request, so a
 * slow answer for "bal" never replaces "balaclava"'s.
 */
export function createDebouncedSearch<T>(
  run: (text: string, signal: AbortSignal) => Promise<T>,
  onState: (state: SearchState<T>) => void,
  pause = SEARCH_PAUSE_MS,
) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let controller: AbortController | undefined;
  let current: string | null = null;

  const stop = () => {
    clearTimeout(timer);
    controller?.abort();
  };

  return {
    input(raw: string) {
      const text = searchableText(raw);
      if (text === current) return;
      stop();
      current = text;
      if (text === null) {
        onState({ status: 'idle' });
        return;
      }
      timer = setTimeout(async () => {
        const own = new AbortController();
        controller = own;
        onState({ status: 'loading', text });
        try {
          const result = await run(text, own.signal);
          if (!own.signal.aborted) onState({ status: 'done', text, result });
        } catch {
          if (!own.signal.aborted) onState({ status: 'failed', text });
        }
      }, pause);
    },
    /** Stops what is pending or running (the box unmounts). */
    stop() {
      stop();
      current = null;
    },
  };
}
