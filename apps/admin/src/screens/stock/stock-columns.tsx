import { STOCK_PRICE_CURRENCY, type StockVariation } from '@kordon/contract';
import { useCan } from '../../app/admin-context';
import { columnsOf } from '../../components/data-table/data-table';
import { formatCount, formatMoney } from '../../components/format/format';
import { EditVariationDialog } from './edit-variation-dialog';

const money = (minor: number) => formatMoney(minor, STOCK_PRICE_CURRENCY);

function StockCell({ row }: { row: StockVariation }) {
  if (row.availability === 'drop_ship') return <span className="muted">drop ship</span>;
  return (
    <span className="stock-count">
      {formatCount(row.stock)}
      {row.stock === 0 && <span className="badge badge-error">sold out</span>}
      {row.low_stock && <span className="badge badge-warn">low</span>}
    </span>
  );
}

function EditCell({ row }: { row: StockVariation }) {
  if (!useCan('manager')) return null;
  return <EditVariationDialog row={row} />;
}

const column = columnsOf<StockVariation>();

export const stockColumns = column.columns([
  // The id is the API's sort key.
  column.accessor('product_name', {
    id: 'product',
    header: 'Product',
    enableSorting: true,
    cell: ({ row }) => (
      <span>
        <span className="cell-strong">{row.original.product_name}</span>
        {row.original.options && <span className="muted"> · {row.original.options}</span>}
        {!row.original.is_active && <span className="badge">off sale</span>}
      </span>
    ),
  }),
  column.accessor('sku', {
    header: 'SKU',
    enableSorting: true,
    cell: ({ getValue }) => <span className="mono">{getValue()}</span>,
  }),
  column.accessor('stock', {
    header: 'Stock',
    enableSorting: true,
    cell: ({ row }) => <StockCell row={row.original} />,
  }),
  column.accessor('price', { header: 'Price', enableSorting: true, cell: ({ getValue }) => money(getValue()) }),
  column.accessor('old_price', {
    header: 'Old price',
    cell: ({ getValue }) => {
      const old = getValue();
      return old === null ? <span className="muted">—</span> : <s>{money(old)}</s>;
    },
  }),
  column.display({
    id: 'actions',
    header: () => <span className="visually-hidden">Actions</span>,
    cell: ({ row }) => <EditCell row={row.original} />,
  }),
]);
