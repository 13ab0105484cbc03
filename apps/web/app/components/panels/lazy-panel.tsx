import { type ComponentType, useEffect, useReducer } from 'react';
import { Panel } from './panel';
import { type PanelName, usePanels } from './panels';

/**
 * A header panel whose module loads on first intent (issue 9): `preload` goes on the trigger's
 * pointer-over and focus, the first open renders it. Until it is there an empty panel of the same
 * name stands in: the trigger's aria-controls names it, it opens at once and holds the focus, and
 * the loaded panel takes over from it (the focus trap hands the focus on, the trigger stays where
 * Escape returns). Nothing of it is visible at first paint, so nothing shifts.
 *
 * Not React.lazy: a lazy component suspends on its first render even when its module is already
 * here, and React then holds the content back for its fallback throttle (300 ms). A panel
 * preloaded by the pointer renders at once instead.
 */
export function lazyPanel(name: PanelName, load: () => Promise<ComponentType>) {
  let Loaded: ComponentType | null = null;
  let loading: Promise<unknown> | undefined;
  const loadOnce = () => {
    loading ??= load().then(
      (component) => {
        Loaded = component;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };

  function LazyPanel({ label }: { label: string }) {
    const open = usePanels().openPanel === name;
    const [, rerender] = useReducer((count: number) => count + 1, 0);
    // A failed load stays unhandled, so that the chunk-reload handler (lib/chunk-reload.ts) sees it.
    useEffect(() => void (open && !Loaded && loadOnce().then(() => rerender())), [open]);
    if (Loaded) return <Loaded />;
    return (
      <Panel name={name} label={label}>
        {null}
      </Panel>
    );
  }

  // A failed preload is retried by the first open.
  const preload = () => void loadOnce().catch(() => {});
  return { LazyPanel, preload };
}
