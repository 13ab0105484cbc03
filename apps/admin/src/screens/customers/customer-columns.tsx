import type { CustomerSummary } from '@kordon/contract';
import { Link } from 'react-router';
import { columnsOf } from '../../components/data-table/data-table';
import { formatCount, formatDate } from '../../components/format/format';

/** "Olga Smirnova", or what stands for a customer without a name. */
export const nameOf = (customer: Pick<CustomerSummary, 'firstname' | 'lastname' | 'anonymised_at'>) =>
  `${customer.firstname} ${customer.lastname}`.trim() || (customer.anonymised_at ? 'Anonymised customer' : 'No name');

const column = columnsOf<CustomerSummary>();

export const customerColumns = column.columns([
  column.display({
    id: 'name',
    header: 'Name',
    cell: ({ row }) => (
      <Link to={`/customers/${row.original.id}`} className="cell-strong">
        {nameOf(row.original)}
      </Link>
    ),
  }),
  column.accessor('email', {
    header: 'E-mail',
    cell: ({ row, getValue }) =>
      row.original.anonymised_at ? (
        <span className="badge">anonymised</span>
      ) : (
        <span className="break">{getValue()}</span>
      ),
  }),
  column.accessor('phone', {
    header: 'Phone',
    cell: ({ getValue }) => getValue() ?? <span className="muted">none</span>,
  }),
  column.accessor('order_count', { header: 'Orders', cell: ({ getValue }) => formatCount(getValue()) }),
  column.accessor('created_at', {
    header: 'Customer since',
    cell: ({ getValue }) => <time dateTime={getValue()}>{formatDate(getValue())}</time>,
  }),
]);
