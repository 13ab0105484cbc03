/** spec-coverage 9.6a: links are prefetched when the browser is idle, at the latest 2000 ms after they show. */
export const PREFETCH_IDLE_TIMEOUT_MS = 2000;
/** Prefetches started per idle period: each loads a route module and its stylesheets. */
const PER_IDLE_PERIOD = 2;
/** A prefetch that cannot start yet (its route not discovered) is tried again this often, this many times. */
const RETRY_DELAY_MS = 500;
const ATTEMPTS = 4;

type Callback = () => void;
/** Returns (or resolves) false when it could not start yet, to be tried again later. */
type Attempt = () => boolean | undefined | Promise<boolean | undefined>;
const waiting = new Map<Element, Callback>();
let observer: IntersectionObserver | undefined;

/** Seen links wait for the page's load event, then start a few per idle period: earlier, they took the main thread from hydration. */
const queue = new Set<Callback>();
let pumping = false;

function whenIdle(callback: (deadline?: IdleDeadline) => void) {
  if ('requestIdleCallback' in window) window.requestIdleCallback(callback, { timeout: PREFETCH_IDLE_TIMEOUT_MS });
  else setTimeout(callback, PREFETCH_IDLE_TIMEOUT_MS);
}

function pump() {
  whenIdle((deadline) => {
    let started = 0;
    for (const callback of queue) {
      if (started >= PER_IDLE_PERIOD || (deadline && !deadline.didTimeout && deadline.timeRemaining() < 5)) break;
      queue.delete(callback);
      callback();
      started++;
    }
    if (queue.size > 0) pump();
    else pumping = false;
  });
}

function enqueue(callback: Callback): () => void {
  queue.add(callback);
  if (!pumping) {
    pumping = true;
    if (document.readyState === 'complete') pump();
    else window.addEventListener('load', pump, { once: true });
  }
  return () => queue.delete(callback);
}

function saveData(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return connection?.saveData === true;
}

/**
 * Calls `onIdle` once the element was seen, the page has loaded and the browser is idle; again in a
 * later idle period while it returns false, up to ATTEMPTS times. Returns the cleanup.
 */
export function prefetchWhenVisibleAndIdle(element: Element, onIdle: Attempt): () => void {
  if (typeof IntersectionObserver === 'undefined' || saveData()) return () => {};
  let cancelIdle: (() => void) | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let attempts = 0;
  let stopped = false;
  const attempt = () => {
    void Promise.resolve(onIdle()).then(
      (done) => {
        if (stopped || done !== false || ++attempts >= ATTEMPTS) return;
        retry = setTimeout(() => {
          cancelIdle = enqueue(attempt);
        }, RETRY_DELAY_MS);
      },
      // A prefetch is a hint: one that fails (its code did not load) is not retried or reported.
      () => {},
    );
  };
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
    cancelIdle = enqueue(attempt);
  });
  observer.observe(element);
  return () => {
    waiting.delete(element);
    observer?.unobserve(element);
    stopped = true;
    clearTimeout(retry);
    cancelIdle?.();
  };
}
