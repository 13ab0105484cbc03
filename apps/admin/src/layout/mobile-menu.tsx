import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { Navigation } from './navigation';

/** On phones the sidebar folds into a button and a panel that slides in over the screen. */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <button type="button" className="menu-button">
          <span aria-hidden="true" className="menu-icon" />
          Menu
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="menu-panel" aria-describedby={undefined}>
          <div className="menu-panel-top">
            <Dialog.Title className="menu-panel-title">Kordon back office</Dialog.Title>
            <Dialog.Close className="menu-close">Close</Dialog.Close>
          </div>
          <Navigation onNavigate={() => setOpen(false)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
