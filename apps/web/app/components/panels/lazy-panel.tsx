import { type ComponentType, useEffect, useReducer } from 'react';
import { Panel } from './panel';
import { type PanelName, usePanels } from './panels';

/**
 * A header panel whose module loads on first intent; an empty stand-in of the same name opens at once and
 * holds focus. Not React.lazy: it suspends even when the module is here, and React's fallback throttle waits.
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
