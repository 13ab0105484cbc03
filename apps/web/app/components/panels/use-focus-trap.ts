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
    // Closing is here, not in the trap's lazily loaded code: Escape and a press outside work from
    // the panel's first frame (a panel opened by adding to the cart has had no trigger to preload
    // the trap, and a press during the wait was lost).
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      onClose();
    };
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Element | null;
      if (!target || container.contains(target)) return;
      if (ignoreOutside && target.closest(ignoreOutside)) return;
      onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    void loadTrap().then(({ trapFocus }) => {
      if (!closed) release = trapFocus(container, previous);
    });
    return () => {
      closed = true;
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
      release?.();
    };
  }, [ref, active, onClose, ignoreOutside]);
}
