import { type ComponentType, lazy, Suspense, useState } from 'react';
import { Panel } from './panel';
import { type PanelName, usePanels } from './panels';

/**
 * A header panel whose module loads on first intent (issue 9): `preload` goes on the trigger's
 * pointer-over and focus, the first open renders it. Until it is there an empty panel of the same
 * name stands in: the trigger's aria-controls names it, it opens at once and holds the focus, and
 * the loaded panel takes over from it (the focus trap hands the focus on, the trigger keeps being
 * where Escape returns). Nothing of it is visible at first paint, so nothing shifts.
 */
export function lazyPanel(name: PanelName, load: () => Promise<ComponentType>) {
  let loading: Promise<{ default: ComponentType }> | undefined;
  const loadOnce = () => {
    loading ??= load().then((component) => ({ default: component }));
    return loading;
  };
  const Loaded = lazy(loadOnce);

  function LazyPanel({ label }: { label: string }) {
    const open = usePanels().openPanel === name;
    const [wanted, setWanted] = useState(false);
    if (open && !wanted) setWanted(true);
    const standIn = (
      <Panel name={name} label={label}>
        {null}
      </Panel>
    );
    if (!wanted) return standIn;
    return (
      <Suspense fallback={standIn}>
        <Loaded />
      </Suspense>
    );
  }

  // A failed preload is retried by the first open, whose failure the chunk-reload handler sees.
  const preload = () => {
    loadOnce().catch(() => {
      loading = undefined;
    });
  };
  return { LazyPanel, preload };
}
