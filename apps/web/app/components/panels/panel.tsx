import { type ReactNode, useRef } from 'react';
import { type PanelName, panelId, usePanels } from './panels';
import { preloadFocusTrap, useFocusTrap } from './use-focus-trap';

type PanelProps = {
  name: PanelName;
  label: string;
  className?: string;
  children: ReactNode;
};

/** An overlay of the header: a modal dialog with a focus trap, closed by Escape or a click outside. */
export function Panel({ name, label, className, children }: PanelProps) {
  const { openPanel, close } = usePanels();
  const open = openPanel === name;
  const ref = useRef<HTMLDivElement>(null);
  useFocusTrap(ref, open, close, `[aria-controls="${panelId(name)}"]`);
  return (
    <div
      ref={ref}
      id={panelId(name)}
      role="dialog"
      aria-modal="true"
      aria-label={label}
      tabIndex={-1}
      hidden={!open}
      className={`panel panel-${name}${className ? ` ${className}` : ''}`}
    >
      {children}
    </div>
  );
}

type TriggerProps = {
  name: PanelName;
  label: string;
  /** The children show text: the label is read before it instead of replacing it (WCAG 2.5.3). */
  textInside?: boolean;
  className?: string;
  disabled?: boolean;
  /** Pointer over or focus: the moment to start loading the panel's code (lazy-panel.tsx) and the focus trap's. */
  onIntent?: () => void;
  children: ReactNode;
};

/** The button that opens (or closes) one panel; opening it closes any other. */
export function PanelTrigger({ name, label, textInside, className, disabled, onIntent, children }: TriggerProps) {
  const { openPanel, toggle } = usePanels();
  const intent = () => {
    preloadFocusTrap();
    onIntent?.();
  };
  return (
    <button
      type="button"
      className={className}
      aria-label={textInside ? undefined : label}
      aria-expanded={openPanel === name}
      aria-controls={panelId(name)}
      aria-haspopup="dialog"
      disabled={disabled}
      onClick={() => toggle(name)}
      onPointerEnter={intent}
      onFocus={intent}
    >
      {textInside && <span className="visually-hidden">{label}: </span>}
      {children}
    </button>
  );
}
