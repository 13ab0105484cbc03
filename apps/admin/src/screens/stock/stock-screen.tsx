import type { StockListQuery } from '@kordon/contract';
import { useCan } from '../../app/admin-context';
import { DataTable } from '../../components/data-table/data-table';
import { queryOf, type TableUrlOptions, useTableUrlState } from '../../components/data-table/table-url-state';
import { ScreenHeader } from '../../layout/screen-header';
import { BulkBar } from './bulk-bar';
import { stockColumns } from './stock-columns';
import { StockFilters } from './stock-filters';
import { useStockList } from './stock-queries';
import './stock.css';

// per_page: the contract's maximum is 100.
const STOCK_TABLE: TableUrlOptions = { perPage: 50, maxPerPage: 100, filters: ['q', 'stock'] };

/** Every variation's stock and prices: search, low stock, an edit per row and a change for the whole selection. */
export default function StockScreen() {
  const url = useTableUrlState(STOCK_TABLE);
  const { sort } = url.state;
  const order: 'asc' | 'desc' = sort?.desc ? 'desc' : 'asc';
  // The list's filters are the call's query parameters; the sort's id is its sort key.
  const query = { ...queryOf(url.state), ...(sort && { sort: sort.id as StockListQuery['sort'], order }) };
  const list = useStockList(query);
  const canWrite = useCan('manager');
  const { q, stock } = url.state.filters;
  return (
    <>
      <ScreenHeader title="Stock & prices" />
      <StockFilters url={url} />
      {canWrite && <BulkBar selection={{ q, stock: stock as 'low' | 'sold_out' | undefined }} />}
      <DataTable
        label="Variations"
        columns={stockColumns}
        rows={list.data?.data}
        total={list.data?.total}
        rowId={(row) => String(row.id)}
        url={url}
        loading={list.isFetching}
        error={list.error}
        empty={q || stock ? 'No variation matches the filter.' : 'No variations yet.'}
        pageSizes={[20, 50, 100]}
      />
    </>
  );
}
