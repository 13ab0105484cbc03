import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { type ReactNode, useState } from 'react';
import { errorText } from '../../api/api-error';

type ConfirmDialogProps = {
  /** The button that opens it (Radix passes it the open handler and the dialog's ARIA). */
  trigger: ReactNode;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  /**
   * Runs on confirm; the dialog stays open, showing the error, when it fails, and without a word
   * when it answers `false` (its own fields show why).
   */
  onConfirm: () => Promise<unknown>;
  /** Fields the action needs (a reason, an amount), between the description and the buttons. */
  children?: ReactNode;
  /** Called when the dialog closes, to clear its fields. */
  onClose?: () => void;
};

/** Asks before a change that cannot be undone; focus starts on Cancel, Escape cancels. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { trigger, title, description, confirmLabel, onConfirm, children, onClose } = props;
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const confirm = async () => {
    setBusy(true);
    setError(undefined);
    try {
      if ((await onConfirm()) === false) return;
      setOpen(false);
      onClose?.();
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <AlertDialog.Root
      open={open}
      onOpenChange={(next) => {
        if (busy) return;
        setOpen(next);
        setError(undefined);
        if (!next) onClose?.();
      }}
    >
      <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="dialog-overlay" />
        <AlertDialog.Content className="dialog confirm-dialog">
          <AlertDialog.Title className="dialog-title">{title}</AlertDialog.Title>
          <AlertDialog.Description className="dialog-description">{description}</AlertDialog.Description>
          {children}
          {error && (
            <p role="alert" className="form-error">
              {error}
            </p>
          )}
          <div className="dialog-buttons">
            <AlertDialog.Cancel asChild>
              <button type="button" className="button" disabled={busy}>
                Cancel
              </button>
            </AlertDialog.Cancel>
            <button type="button" className="button button-danger" disabled={busy} onClick={confirm}>
              {busy ? 'Working…' : confirmLabel}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
