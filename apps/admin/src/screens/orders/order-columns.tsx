import type { AdminOrderRow } from '@kordon/contract';
import { Link } from 'react-router';
import { columnsOf } from '../../components/data-table/data-table';
import { formatDateTime, formatMoney } from '../../components/format/format';
import { StateBadge } from './state-badge';

const column = columnsOf<AdminOrderRow>();

export const orderColumns = column.columns([
  column.accessor('number', {
    id: 'number',
    header: 'Order',
    enableSorting: true,
    cell: ({ row }) => (
      <Link className="cell-strong" to={`/orders/${row.original.id}`}>
        {row.original.number}
      </Link>
    ),
  }),
  column.accessor('created_at', {
    id: 'created_at',
    header: 'Placed',
    enableSorting: true,
    cell: ({ getValue }) => (
      <time className="nowrap" dateTime={getValue()}>
        {formatDateTime(getValue())}
      </time>
    ),
  }),
  column.accessor('customer', {
    header: 'Customer',
    cell: ({ getValue }) => (
      <span className="order-customer">
        <span>{getValue().name || '—'}</span>
        <span className="muted">{getValue().email}</span>
      </span>
    ),
  }),
  column.accessor('state', { header: 'State', cell: ({ getValue }) => <StateBadge state={getValue()} /> }),
  column.accessor('payment', {
    header: 'Payment',
    // One element: on a phone the cell is a grid of its label and this.
    cell: ({ row }) => (
      <span>
        {row.original.payment}
        {!row.original.paid && <span className="badge">unpaid</span>}
      </span>
    ),
  }),
  column.accessor('shipping', { header: 'Shipping' }),
  column.accessor('country', { header: 'Country', cell: ({ getValue }) => getValue() ?? '—' }),
  column.accessor('total', {
    id: 'total',
    header: 'Total',
    enableSorting: true,
    cell: ({ getValue }) => <span className="nowrap">{formatMoney(getValue().amount, getValue().currency)}</span>,
  }),
]);
