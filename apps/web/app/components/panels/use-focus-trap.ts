import { type RefObject, useEffect, useLayoutEffect, useRef } from 'react';

// The trap's code (focus-trap.ts) loads with the first panel opened; a trigger's pointer-over or
// focus fetches it before the press.
const loadTrap = () => import('./focus-trap');
export const preloadFocusTrap = () => void loadTrap().catch(() => {});

/** Where focus goes back to while a lazy panel's stand-in is replaced by its loaded code, so it stays in the panel. */
const handedOver = new Map<string, HTMLElement | null>();

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
  // Up to date before the effect's cleanup runs: false there means closed, true means replaced.
  const stillActive = useRef(active);
  useLayoutEffect(() => {
    stillActive.current = active;
  });
  useEffect(() => {
    const container = ref.current;
    if (!active || !container) return;
    // Where focus was when the panel opened (or when the panel this one replaces opened).
    const kept = handedOver.get(container.id);
    handedOver.delete(container.id);
    const previous = kept?.isConnected ? kept : (document.activeElement as HTMLElement | null);
    let release: (() => void) | undefined;
    let closed = false;
    // Here, not in the trap's lazy code: Escape and a press outside must work from the panel's first frame.
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
      if (!closed) release = trapFocus(container);
    });
    return () => {
      closed = true;
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
      release?.();
      if (stillActive.current) {
        handedOver.set(container.id, previous);
        return;
      }
      // Back to the trigger, unless the user already clicked somewhere else that takes focus.
      if (
        previous?.isConnected &&
        (document.activeElement === document.body || container.contains(document.activeElement))
      ) {
        previous.focus();
      }
    };
  }, [ref, active, onClose, ignoreOutside]);
}
