import * as Dialog from '@radix-ui/react-dialog';

/** A form dialog's Cancel and submit buttons; the submit one says what it is doing while it does it. */
export function DialogButtons({
  busy,
  label,
  busyLabel,
  danger = false,
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
  danger?: boolean;
}) {
  return (
    <div className="dialog-buttons">
      <Dialog.Close asChild>
        <button type="button" className="button">
          Cancel
        </button>
      </Dialog.Close>
      <button type="submit" className={danger ? 'button button-danger' : 'button button-primary'} disabled={busy}>
        {busy ? busyLabel : label}
      </button>
    </div>
  );
}
