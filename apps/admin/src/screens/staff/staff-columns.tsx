import { type StaffMember, type StaffRole, staffRoles } from '@kordon/contract';
import { useCan, useServices, useStaff } from '../../app/admin-context';
import { roleLabels } from '../../auth/roles';
import { ConfirmDialog } from '../../components/confirm-dialog/confirm-dialog';
import { columnsOf } from '../../components/data-table/data-table';
import { formatDate, formatDateTime } from '../../components/format/format';
import { useChangeRole, useRemoveStaff } from './staff-queries';

function NameCell({ member }: { member: StaffMember }) {
  const me = useStaff();
  return (
    <span className="cell-strong">
      {member.name}
      {member.id === me.id && <span className="badge">you</span>}
    </span>
  );
}

function RoleCell({ member }: { member: StaffMember }) {
  const change = useChangeRole();
  if (!useCan('owner')) return <>{roleLabels[member.role]}</>;
  const pending = change.isPending ? change.variables?.role : undefined;
  return (
    <select
      className="cell-select"
      aria-label={`Role of ${member.name}`}
      value={pending ?? member.role}
      disabled={change.isPending}
      onChange={(event) =>
        change.mutate({ id: member.id, role: event.target.value as StaffRole, version: member.version })
      }
    >
      {staffRoles.map((role) => (
        <option key={role} value={role}>
          {roleLabels[role]}
        </option>
      ))}
    </select>
  );
}

function RemoveCell({ member }: { member: StaffMember }) {
  const remove = useRemoveStaff();
  const { notices } = useServices();
  if (!useCan('owner')) return null;
  return (
    <ConfirmDialog
      trigger={
        <button type="button" className="button button-small" aria-label={`Remove ${member.name}`}>
          Remove
        </button>
      }
      title={`Remove ${member.name}?`}
      description={`${member.email} will be signed out everywhere and can no longer sign in. The audit log keeps what they did.`}
      confirmLabel="Remove"
      onConfirm={async () => {
        await remove.mutateAsync({ id: member.id });
        notices.show({ kind: 'done', message: `${member.name} was removed.` });
      }}
    />
  );
}

const column = columnsOf<StaffMember>();

export const staffColumns = column.columns([
  column.accessor('name', { header: 'Name', cell: ({ row }) => <NameCell member={row.original} /> }),
  column.accessor('email', { header: 'E-mail' }),
  column.accessor('role', { header: 'Role', cell: ({ row }) => <RoleCell member={row.original} /> }),
  column.accessor('last_sign_in_at', {
    header: 'Last sign-in',
    cell: ({ getValue }) => {
      const at = getValue();
      return at ? <time dateTime={at}>{formatDateTime(at)}</time> : <span className="muted">never</span>;
    },
  }),
  column.accessor('created_at', {
    header: 'Added',
    cell: ({ getValue }) => <time dateTime={getValue()}>{formatDate(getValue())}</time>,
  }),
  column.display({
    id: 'actions',
    header: () => <span className="visually-hidden">Actions</span>,
    cell: ({ row }) => <RemoveCell member={row.original} />,
  }),
]);
