import { type ComponentType, memo, type ReactElement, Suspense } from 'react';

/**
 * A section the server renders in full and the browser hydrates once its code is there (React
 * keeps the server's HTML meanwhile). A boundary that still waits for its code and receives new
 * props is rendered afresh instead, dropping that HTML until the code comes: `memo` keeps
 * re-renders of the page around it (navigation state, route discovery) from doing that.
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
