import type { CustomerRestockRequest, ModeratedReview, OrderListItem } from '@kordon/contract';
import { columnsOf } from '../../components/data-table/data-table';
import { formatDate, formatDateTime } from '../../components/format/format';

const orderColumn = columnsOf<OrderListItem>();
export const orderColumns = orderColumn.columns([
  orderColumn.accessor('number', {
    header: 'Order',
    cell: ({ getValue }) => <span className="mono">{getValue()}</span>,
  }),
  orderColumn.accessor('date', {
    header: 'Date',
    cell: ({ getValue }) => <time dateTime={getValue()}>{formatDate(getValue())}</time>,
  }),
  orderColumn.accessor('stateName', { header: 'State' }),
  orderColumn.accessor('itemCount', { header: 'Items' }),
  orderColumn.accessor('total', {
    header: 'Total',
    cell: ({ getValue }) => <span className="nowrap">{getValue()}</span>,
  }),
]);

const reviewColumn = columnsOf<ModeratedReview>();
const reviewStatus = { waiting: 'Waiting', approved: 'Approved', rejected: 'Rejected' } as const;
export const customerReviewColumns = reviewColumn.columns([
  reviewColumn.accessor('product', { header: 'Product', cell: ({ getValue }) => getValue().name }),
  reviewColumn.accessor('rating', {
    header: 'Rating',
    cell: ({ getValue }) => <span role="img" aria-label={`Rated ${getValue()} out of 5`}>{`${getValue()} ★`}</span>,
  }),
  reviewColumn.accessor('status', {
    header: 'Status',
    cell: ({ row, getValue }) => (
      <>
        <span className={`status-badge status-${getValue()}`}>{reviewStatus[getValue()]}</span>
        {row.original.rejection_reason && <span className="muted"> {row.original.rejection_reason}</span>}
      </>
    ),
  }),
  reviewColumn.accessor('text', {
    header: 'Text',
    cell: ({ getValue }) => <span className="clamp">{getValue()}</span>,
  }),
]);

const restockColumn = columnsOf<CustomerRestockRequest>();
export const customerRestockColumns = restockColumn.columns([
  restockColumn.accessor('product', { header: 'Product', cell: ({ getValue }) => getValue().name }),
  restockColumn.accessor('sku', {
    header: 'SKU',
    cell: ({ getValue }) => <span className="mono">{getValue() ?? '—'}</span>,
  }),
  restockColumn.accessor('created_at', {
    header: 'Asked',
    cell: ({ getValue }) => <time dateTime={getValue()}>{formatDateTime(getValue())}</time>,
  }),
  restockColumn.accessor('notified_at', {
    header: 'Mailed',
    cell: ({ getValue }) => {
      const at = getValue();
      return at ? <time dateTime={at}>{formatDateTime(at)}</time> : <span className="muted">waiting</span>;
    },
  }),
]);
