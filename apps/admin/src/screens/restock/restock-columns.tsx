import type { RestockVariation } from '@kordon/contract';
import { columnsOf } from '../../components/data-table/data-table';
import { formatCount, formatDateTime } from '../../components/format/format';

const when = (at: string | null, none: string) =>
  at ? <time dateTime={at}>{formatDateTime(at)}</time> : <span className="muted">{none}</span>;

const column = columnsOf<RestockVariation>();

/** Column ids are the call's sort names: the sortable ones order on the server. */
export const restockColumns = column.columns([
  column.accessor('product', {
    header: 'Product',
    cell: ({ row, getValue }) => (
      <span>
        <a href={`/product/${getValue().slug}`} target="_blank" rel="noreferrer" className="cell-strong">
          {getValue().name}
        </a>
        {row.original.options && <span className="muted"> · {row.original.options}</span>}
      </span>
    ),
  }),
  column.accessor('sku', { header: 'SKU', cell: ({ getValue }) => <span className="mono">{getValue() ?? '—'}</span> }),
  column.accessor('stock', { header: 'In stock', cell: ({ getValue }) => formatCount(getValue()) }),
  column.accessor('waiting', {
    header: 'Waiting',
    enableSorting: true,
    cell: ({ getValue }) => <span className="cell-strong">{formatCount(getValue())}</span>,
  }),
  column.accessor('oldest_waiting_at', {
    header: 'Oldest request',
    enableSorting: true,
    cell: ({ getValue }) => when(getValue(), 'none waiting'),
  }),
  column.accessor('last_mailed_at', {
    header: 'Last mailed',
    enableSorting: true,
    cell: ({ getValue }) => when(getValue(), 'never'),
  }),
]);
