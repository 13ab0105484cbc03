const focusable =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusableIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(focusable)].filter(
    (element) => element.getClientRects().length > 0 && !element.closest('[hidden]'),
  );
}

/** Moves focus into `container` and makes Tab cycle inside it until released; the rest is use-focus-trap.ts's. */
export function trapFocus(container: HTMLElement): () => void {
  // The chosen radio, or the field a panel marks as where typing starts (the login form).
  const preferred = container.querySelector<HTMLElement>('input[type="radio"]:checked, [data-autofocus]');
  (preferred ?? focusableIn(container)[0] ?? container).focus();

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Tab') return;
    const items = focusableIn(container);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return event.preventDefault();
    if (event.shiftKey && (document.activeElement === first || !container.contains(document.activeElement))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (document.activeElement === last || !container.contains(document.activeElement))) {
      event.preventDefault();
      first.focus();
    }
  };
  document.addEventListener('keydown', onKeyDown);
  return () => document.removeEventListener('keydown', onKeyDown);
}
