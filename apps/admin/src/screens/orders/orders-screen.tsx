import { DataTable } from '../../components/data-table/data-table';
import { queryOf, type TableUrlOptions, useTableUrlState } from '../../components/data-table/table-url-state';
import { ScreenHeader } from '../../layout/screen-header';
import { orderColumns } from './order-columns';
import { FILTER_NAMES, OrderFilters } from './order-filters';
import { OrderTotalsRow } from './order-totals';
import { useOrderList, useOrderTotals } from './orders-queries';
import './orders.css';

// per_page: the contract's maximum is 100.
const ORDER_TABLE: TableUrlOptions = { perPage: 20, maxPerPage: 100, filters: FILTER_NAMES };

/** Every order, searched and filtered on the server, newest first unless sorted otherwise. */
export default function OrdersScreen() {
  const url = useTableUrlState(ORDER_TABLE);
  const { sort } = url.state;
  const query = { ...queryOf(url.state), ...(sort ? { sort: sort.id, order: sort.desc ? 'desc' : 'asc' } : {}) };
  const orders = useOrderList(query);
  const totals = useOrderTotals(url.state.filters);
  const filtered = Object.keys(url.state.filters).length > 0;
  return (
    <>
      <ScreenHeader title="Orders" />
      <OrderFilters url={url} />
      <OrderTotalsRow totals={totals.data} />
      <DataTable
        label="Orders"
        columns={orderColumns}
        rows={orders.data?.data}
        total={orders.data?.total}
        rowId={(order) => order.id}
        url={url}
        loading={orders.isFetching}
        error={orders.error}
        empty={filtered ? 'No orders match the search.' : 'No orders yet.'}
      />
    </>
  );
}
