import type { AuditEntry } from '@kordon/contract';
import { columnsOf } from '../../components/data-table/data-table';
import { formatDateTime } from '../../components/format/format';
import { AuditChanges } from './audit-changes';

const column = columnsOf<AuditEntry>();

/** `onObject` filters the log by the object a row names (a button in its cell). */
export const auditColumns = (onObject: (type: string, id: string) => void) =>
  column.columns([
    column.accessor('at', {
      header: 'When',
      cell: ({ getValue }) => (
        <time dateTime={getValue()} className="nowrap">
          {formatDateTime(getValue())}
        </time>
      ),
    }),
    column.accessor((entry) => entry.staff.email, { id: 'staff', header: 'Who' }),
    column.accessor('action', { header: 'Action', cell: ({ getValue }) => <code>{getValue()}</code> }),
    column.accessor((entry) => `${entry.object_type}:${entry.object_id}`, {
      id: 'object',
      header: 'Object',
      cell: ({ row }) => (
        <button
          type="button"
          className="link-button"
          title="Show only this object's entries"
          onClick={() => onObject(row.original.object_type, row.original.object_id)}
        >
          {row.original.object_type} <span className="mono">{row.original.object_id}</span>
        </button>
      ),
    }),
    column.display({
      id: 'changes',
      header: 'Changes',
      cell: ({ row }) => <AuditChanges before={row.original.before} after={row.original.after} />,
    }),
  ]);
