import { type RefObject, useEffect } from 'react';

// The trap's code (focus-trap.ts) loads with the first panel opened; a trigger's pointer-over or
// focus fetches it before the press.
const loadTrap = () => import('./focus-trap');
export const preloadFocusTrap = () => void loadTrap().catch(() => {});

/**
 * While `active`: focus moves into the container, Tab cycles inside it, Escape and a pointer
 * press outside it (other than on `ignoreOutside`) call `onClose`. Focus returns to where it was.
 */
export function useFocusTrap(
  ref: RefObject<HTMLElement | null>,
  active: boolean,
  onClose: () => void,
  ignoreOutside?: string,
) {
  useEffect(() => {
    const container = ref.current;
    if (!active || !container) return;
    // Where focus was when the panel opened: it goes back there.
    const previous = document.activeElement as HTMLElement | null;
    let release: (() => void) | undefined;
    let closed = false;
    // Escape closes the panel at once, even before the trap's code has arrived (a panel opened by
    // adding to the cart has had no trigger to preload it).
    const escapeMeanwhile = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      onClose();
    };
    document.addEventListener('keydown', escapeMeanwhile);
    void loadTrap().then(({ trapFocus }) => {
      document.removeEventListener('keydown', escapeMeanwhile);
      if (!closed) release = trapFocus(container, previous, onClose, ignoreOutside);
    });
    return () => {
      closed = true;
      document.removeEventListener('keydown', escapeMeanwhile);
      release?.();
    };
  }, [ref, active, onClose, ignoreOutside]);
}
