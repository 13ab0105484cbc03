import { adminRestockCalls, restockSorts } from '@kordon/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useApi } from '../../app/admin-context';
import { DataTable } from '../../components/data-table/data-table';
import {
  queryOf,
  type TableUrl,
  type TableUrlOptions,
  useTableUrlState,
} from '../../components/data-table/table-url-state';
import { ScreenHeader } from '../../layout/screen-header';
import { restockColumns } from './restock-columns';
// The bar above the list looks as the audit log's filter does.
import '../audit/audit.css';
import './restock.css';

// per_page: the contract's maximum is 100.
const RESTOCK_TABLE: TableUrlOptions = { perPage: 50, maxPerPage: 100, filters: ['waiting_only'] };

/** The URL's sort as the call's: a column id the server knows, most waiting first by default. */
function sortOf(url: TableUrl) {
  const sort = url.state.sort;
  const known = restockSorts.find((name) => name === sort?.id);
  const order: 'asc' | 'desc' = known && sort && !sort.desc ? 'asc' : 'desc';
  return { sort: known ?? 'waiting', order };
}

function WaitingOnly({ url }: { url: TableUrl }) {
  const all = url.state.filters.waiting_only === 'false';
  return (
    <label className="restock-toggle">
      <input
        type="checkbox"
        checked={all}
        onChange={(event) => url.change({ filters: { waiting_only: event.target.checked ? 'false' : '' } })}
      />
      Also show variations whose requests were all mailed
    </label>
  );
}

const SORT_LABELS = { waiting: 'Most waiting', oldest_waiting_at: 'Oldest request', last_mailed_at: 'Last mailed' };

/** The order as a choice too: on a phone the rows are cards, without the column heads that sort. */
function SortChoice({ url }: { url: TableUrl }) {
  const { sort } = sortOf(url);
  return (
    <label className="restock-sort">
      Sort by
      <select
        value={sort}
        onChange={(event) =>
          url.change({ sort: { id: event.target.value, desc: event.target.value !== 'oldest_waiting_at' } })
        }
      >
        {restockSorts.map((name) => (
          <option key={name} value={name}>
            {SORT_LABELS[name]}
          </option>
        ))}
      </select>
    </label>
  );
}

/** Per variation: how many shoppers wait for a restock mail, since when, and when the last ones were mailed. */
export default function RestockScreen() {
  const api = useApi();
  const url = useTableUrlState(RESTOCK_TABLE);
  const allMailed = url.state.filters.waiting_only === 'false';
  const query = { ...queryOf(url.state), ...sortOf(url), waiting_only: allMailed ? ('false' as const) : undefined };
  const rows = useQuery({
    queryKey: [adminRestockCalls.list.id, query],
    queryFn: () => api.call(adminRestockCalls.list, { query }),
    placeholderData: keepPreviousData,
  });
  return (
    <>
      <ScreenHeader title="Restock requests" />
      <div className="filters">
        <WaitingOnly url={url} />
        <SortChoice url={url} />
      </div>
      <DataTable
        label="Restock requests by variation"
        columns={restockColumns}
        rows={rows.data?.data}
        total={rows.data?.total}
        rowId={(row) => String(row.variation_id)}
        url={url}
        loading={rows.isFetching}
        error={rows.error}
        empty="No one is waiting for a restock mail."
        pageSizes={[20, 50, 100]}
      />
    </>
  );
}
