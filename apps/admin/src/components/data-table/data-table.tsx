import {
  type ColumnDef,
  createColumnHelper,
  type PaginationState,
  type RowData,
  rowPaginationFeature,
  rowSortingFeature,
  type SortingState,
  tableFeatures,
  type Updater,
  useTable,
} from '@tanstack/react-table';
import { errorText } from '../../api/api-error';
import { formatCount } from '../format/format';
import { Pager } from './pager';
import type { TableUrl } from './table-url-state';
import './data-table.css';

/** Sorting and paging only: the server filters, sorts and pages every list (its rows are one page). */
export const dataTableFeatures = tableFeatures({ rowSortingFeature, rowPaginationFeature });
export type DataTableFeatures = typeof dataTableFeatures;
// biome-ignore lint/suspicious/noExplicitAny: a list's columns hold values of different types.
export type DataColumn<TData extends RowData> = ColumnDef<DataTableFeatures, TData, any>;
export const columnsOf = <TData extends RowData>() => createColumnHelper<DataTableFeatures, TData>();

export type DataTableProps<TData extends RowData> = {
  /** The table's caption and the name of its scroll region. */
  label: string;
  /** A module constant (or memoised): a new array each render rebuilds the table's model. */
  columns: DataColumn<TData>[];
  rows: readonly TData[] | undefined;
  rowId: (row: TData) => string;
  /** Every row the server has for this list: given, the pager appears. */
  total?: number;
  /** Paging and sorting live in the URL; without it the list is shown whole, unsorted by the table. */
  url?: TableUrl;
  loading?: boolean;
  error?: unknown;
  empty: string;
  /** Page sizes offered; the URL may hold any the call accepts. */
  pageSizes?: readonly number[];
};

const NO_ROWS: never[] = [];
const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

/** A column's title as text, for the label a cell shows when the rows become cards on a phone. */
const labelOf = (header: unknown) => (typeof header === 'string' ? header : undefined);

const apply = <T,>(updater: Updater<T>, current: T) =>
  typeof updater === 'function' ? (updater as (old: T) => T)(current) : updater;

export function DataTable<TData extends RowData>(props: DataTableProps<TData>) {
  const { label, columns, url, total, loading, error, empty } = props;
  const sorting: SortingState = url?.state.sort ? [url.state.sort] : [];
  const pagination: PaginationState = { pageIndex: (url?.state.page ?? 1) - 1, pageSize: url?.state.perPage ?? 50 };
  const table = useTable({
    features: dataTableFeatures,
    columns,
    data: (props.rows ?? NO_ROWS) as TData[],
    getRowId: (row) => props.rowId(row),
    manualSorting: true,
    manualPagination: true,
    rowCount: total,
    enableMultiSort: false,
    // A column sorts only when it says so: the server must be able to order by it.
    defaultColumn: { enableSorting: false },
    state: { sorting, pagination },
    onSortingChange: (updater) => url?.change({ sort: apply(updater, sorting)[0] ?? null }),
    onPaginationChange: (updater) => {
      const next = apply(updater, pagination);
      if (next.pageSize !== pagination.pageSize) url?.change({ perPage: next.pageSize });
      else url?.change({ page: next.pageIndex + 1 });
    },
  });
  const rows = table.getRowModel().rows;
  const width = table.getAllLeafColumns().length;

  return (
    <div className="data-table">
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways must take the keyboard's focus. */}
      <section className="data-table-scroll" aria-label={label} tabIndex={0}>
        <table aria-busy={loading || undefined}>
          <caption className="visually-hidden">{label}</caption>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  const title = header.isPlaceholder ? null : <table.FlexRender header={header} />;
                  return (
                    <th key={header.id} scope="col" aria-sort={sorted ? ARIA_SORT[sorted] : undefined}>
                      {header.column.getCanSort() ? (
                        <button type="button" className="sort-button" onClick={header.column.getToggleSortingHandler()}>
                          {title}
                          <span aria-hidden="true" className="sort-mark">
                            {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
                          </span>
                        </button>
                      ) : (
                        title
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                {row.getAllCells().map((cell) => (
                  <td key={cell.id} data-label={labelOf(cell.column.columnDef.header)}>
                    <table.FlexRender cell={cell} />
                  </td>
                ))}
              </tr>
            ))}
            {rows.length === 0 && (
              <tr>
                <td colSpan={width} className="data-table-state">
                  {error ? (
                    <span role="alert">Could not load the list: {errorText(error)}</span>
                  ) : loading ? (
                    'Loading…'
                  ) : (
                    empty
                  )}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </section>
      {url && total !== undefined && (
        <Pager
          label={label}
          page={pagination.pageIndex + 1}
          pageCount={table.getPageCount()}
          perPage={pagination.pageSize}
          total={total}
          shown={rows.length}
          pageSizes={props.pageSizes}
          onPage={(page) => table.setPageIndex(page - 1)}
          onPerPage={(size) => table.setPageSize(size)}
        />
      )}
      {rows.length > 0 && error ? (
        <p role="alert" className="data-table-error">
          Could not refresh the list: {errorText(error)}
        </p>
      ) : null}
      <span className="visually-hidden" aria-live="polite">
        {loading ? '' : total !== undefined ? `${formatCount(total)} rows` : ''}
      </span>
    </div>
  );
}
