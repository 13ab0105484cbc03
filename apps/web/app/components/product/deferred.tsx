import { type ComponentType, memo, type ReactElement, Suspense, useEffect, useRef, useState } from 'react';
import { whenNear } from './when-near';

/**
 * A section hydrated once its code is there, React keeping the server's HTML meanwhile; `memo`, since a
 * waiting boundary given new props would drop that HTML until the code comes.
 */
export const Deferred = memo(function Deferred({
  section: Section,
  ...props
}: {
  section: ComponentType<Record<string, unknown>>;
}) {
  return (
    <Suspense>
      <Section {...props} />
    </Suspense>
  );
}) as <P extends object>(props: { section: ComponentType<P> } & P) => ReactElement;

// Only the product page the server sent has HTML to keep; one reached by a client navigation
// renders its sections at once. The page's code runs after the server's HTML was parsed.
let pageHydrated = typeof document === 'undefined' || !document.querySelector('.product-page');

/**
 * A section below the fold hydrates only when it nears the screen, so a phone's first seconds go to what it
 * shows (decision 0009); the anchor lets the observer find its HTML.
 */
export const DeferredNear = memo(function DeferredNear({
  section,
  later,
  ...props
}: {
  section: ComponentType<Record<string, unknown>>;
  later: (ready: Promise<unknown>) => ComponentType<Record<string, unknown>>;
}) {
  const anchor = useRef<HTMLDivElement>(null);
  const [gate] = useState(() => {
    if (import.meta.env.SSR || pageHydrated) return { Section: section, open: () => {} };
    let open = () => {};
    const ready = new Promise<void>((resolve) => {
      open = resolve;
    });
    return { Section: later(ready), open };
  });
  // memo: a second render means new props (another variation, language or currency). A boundary
  // still waiting would hold that update back, so its code is fetched now.
  const renders = useRef(0);
  if (renders.current++ > 0) gate.open();
  useEffect(() => {
    pageHydrated = true;
    // The section's own box when it has one: an empty anchor jumped past (a scroll to the end) is never seen.
    const stopWatching = whenNear(anchor.current?.nextElementSibling ?? anchor.current, gate.open);
    // A first touch, click or key may change the page (a variation): the section hydrates before that
    // update comes, instead of being drawn afresh.
    const events = ['pointerdown', 'keydown'] as const;
    const open = () => gate.open();
    for (const event of events) window.addEventListener(event, open, { once: true, passive: true });
    return () => {
      stopWatching();
      for (const event of events) window.removeEventListener(event, open);
    };
  }, [gate]);
  return (
    <>
      <div ref={anchor} className="deferred-anchor" />
      <Suspense>
        <gate.Section {...props} />
      </Suspense>
    </>
  );
}) as <P extends object>(
  props: { section: ComponentType<P>; later: (ready: Promise<unknown>) => ComponentType<P> } & P,
) => ReactElement;
