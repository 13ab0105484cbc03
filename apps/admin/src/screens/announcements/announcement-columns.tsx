import type { AdminAnnouncement, AnnouncementStatus } from '@kordon/contract';
import { useCan, useServices } from '../../app/admin-context';
import { ConfirmDialog } from '../../components/confirm-dialog/confirm-dialog';
import { columnsOf } from '../../components/data-table/data-table';
import { formatDateTime } from '../../components/format/format';
import { AnnouncementDialog } from './announcement-dialog';
import { useRemoveAnnouncement } from './announcements-queries';

export const statusLabels: Record<AnnouncementStatus, string> = {
  live: 'Shown now',
  scheduled: 'Scheduled',
  ended: 'Ended',
  off: 'Switched off',
};

/** The text of sanitised HTML for a table cell, read by an inert parser (nothing runs, nothing loads). */
const textOf = (html: string) => new DOMParser().parseFromString(html, 'text/html').body.textContent?.trim() ?? '';

function WhenCell({ entry }: { entry: AdminAnnouncement }) {
  const from = entry.starts_at ? formatDateTime(entry.starts_at) : 'From now';
  const until = entry.ends_at ? formatDateTime(entry.ends_at) : 'no end';
  return (
    <span className="muted">
      {from} – {until}
    </span>
  );
}

function ActionsCell({ entry }: { entry: AdminAnnouncement }) {
  const remove = useRemoveAnnouncement();
  const { notices } = useServices();
  if (!useCan('manager')) return null;
  const name = textOf(entry.html_text.en).slice(0, 40);
  return (
    <span className="nowrap">
      <AnnouncementDialog
        entry={entry}
        trigger={
          <button type="button" className="button button-small" aria-label={`Edit “${name}”`}>
            Edit
          </button>
        }
      />{' '}
      <ConfirmDialog
        trigger={
          <button type="button" className="button button-small" aria-label={`Delete “${name}”`}>
            Delete
          </button>
        }
        title="Delete this announcement?"
        description={`“${name}” leaves the strip on the next page load. To hide it for a while, switch it off instead.`}
        confirmLabel="Delete"
        onConfirm={async () => {
          await remove.mutateAsync(entry.id);
          notices.show({ kind: 'done', message: 'The announcement was deleted.' });
        }}
      />
    </span>
  );
}

const column = columnsOf<AdminAnnouncement>();

export const announcementColumns = column.columns([
  column.accessor('position', { header: 'Order' }),
  column.accessor((entry) => entry.html_text.en, {
    id: 'text',
    header: 'Text',
    cell: ({ row }) => (
      <span className="cell-text">
        {textOf(row.original.html_text.en)}
        <span className="muted"> / {textOf(row.original.html_text.ru)}</span>
      </span>
    ),
  }),
  column.accessor('background_color', {
    header: 'Colour',
    cell: ({ getValue }) => (
      <span className="nowrap mono">
        <span className="colour-swatch" style={{ background: getValue() }} aria-hidden="true" />
        {getValue()}
      </span>
    ),
  }),
  column.display({ id: 'when', header: 'When', cell: ({ row }) => <WhenCell entry={row.original} /> }),
  column.accessor('status', {
    header: 'Status',
    cell: ({ getValue }) => (
      <span>
        <span className={`badge status-${getValue()}`}>{statusLabels[getValue()]}</span>
      </span>
    ),
  }),
  column.display({
    id: 'actions',
    header: () => <span className="visually-hidden">Actions</span>,
    cell: ({ row }) => <ActionsCell entry={row.original} />,
  }),
]);
