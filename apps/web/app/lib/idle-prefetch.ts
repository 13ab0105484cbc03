/** spec-coverage 9.6a: links are prefetched when the browser is idle, at the latest 2000 ms after they show. */
export const PREFETCH_IDLE_TIMEOUT_MS = 2000;

type Callback = () => void;
const waiting = new Map<Element, Callback>();
let observer: IntersectionObserver | undefined;

function scheduleIdle(callback: Callback): () => void {
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(callback, { timeout: PREFETCH_IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(callback, PREFETCH_IDLE_TIMEOUT_MS);
  return () => clearTimeout(handle);
}

function saveData(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return connection?.saveData === true;
}

/**
 * Calls `onIdle` once the element has been in the viewport and the browser is idle; one shared
 * IntersectionObserver serves every link. Returns the cleanup.
 */
export function prefetchWhenVisibleAndIdle(element: Element, onIdle: Callback): () => void {
  if (typeof IntersectionObserver === 'undefined' || saveData()) return () => {};
  let cancelIdle: (() => void) | undefined;
  observer ??= new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      const callback = waiting.get(entry.target);
      observer?.unobserve(entry.target);
      waiting.delete(entry.target);
      callback?.();
    }
  });
  waiting.set(element, () => {
    cancelIdle = scheduleIdle(onIdle);
  });
  observer.observe(element);
  return () => {
    waiting.delete(element);
    observer?.unobserve(element);
    cancelIdle?.();
  };
}
