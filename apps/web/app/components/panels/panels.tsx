import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { splitLocale } from '../../lib/locale';

/** spec-coverage 4.4a: the header's overlays; at most one is open at a time. */
export type PanelName = 'menu' | 'settings' | 'cart' | 'search' | 'login';

type Panels = {
  openPanel: PanelName | null;
  open: (name: PanelName) => void;
  close: () => void;
  toggle: (name: PanelName) => void;
};

const PanelsContext = createContext<Panels | null>(null);

export function PanelsProvider({ children }: { children: ReactNode }) {
  const [openPanel, setOpenPanel] = useState<PanelName | null>(null);
  const close = useCallback(() => setOpenPanel(null), []);
  const toggle = useCallback((name: PanelName) => setOpenPanel((current) => (current === name ? null : name)), []);

  // A new page closes whatever was open; switching only the language keeps the settings open.
  const page = splitLocale(useLocation().pathname).path;
  const [panelPage, setPanelPage] = useState(page);
  if (page !== panelPage) {
    setPanelPage(page);
    setOpenPanel(null);
  }

  const value = useMemo(() => ({ openPanel, open: setOpenPanel, close, toggle }), [openPanel, close, toggle]);
  return <PanelsContext.Provider value={value}>{children}</PanelsContext.Provider>;
}

export function usePanels(): Panels {
  const panels = useContext(PanelsContext);
  if (!panels) throw new Error('usePanels needs a PanelsProvider');
  return panels;
}

export const panelId = (name: PanelName) => `panel-${name}`;
