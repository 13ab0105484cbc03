/** How far below the screen a section starts loading, so it is hydrated before it is seen. */
const NEAR_MARGIN = '400px';

/** Calls `onNear` once the element comes within NEAR_MARGIN of the screen; returns the cleanup. */
export function whenNear(element: Element | null, onNear: () => void): () => void {
  if (!element || typeof IntersectionObserver === 'undefined') {
    onNear();
    return () => {};
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      onNear();
    },
    { rootMargin: NEAR_MARGIN },
  );
  observer.observe(element);
  return () => observer.disconnect();
}
