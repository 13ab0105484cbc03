import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A list's paging, sorting and filters, kept in the page's URL so that a reload, the back button or a
 * shared link shows the same rows. The names are the API's query parameters (`page`, `per_page`, and
 * each filter's), so a screen passes `queryOf(state)` to its call unchanged.
 */
export type TableUrlState = {
  page: number;
  perPage: number;
  sort?: { id: string; desc: boolean };
  filters: Readonly<Record<string, string>>;
};

export type TableUrlOptions = {
  perPage: number;
  /** The filters the list knows; any other parameter in the URL is left alone and not sent. */
  filters?: readonly string[];
  /** The largest `per_page` the call accepts (the contract's maximum). */
  maxPerPage?: number;
};

const positive = (text: string | null, fallback: number, max = Number.MAX_SAFE_INTEGER) => {
  const value = Number(text);
  return Number.isInteger(value) && value >= 1 ? Math.min(value, max) : fallback;
};

export function readTableState(params: URLSearchParams, options: TableUrlOptions): TableUrlState {
  const sortId = params.get('sort');
  const filters: Record<string, string> = {};
  for (const name of options.filters ?? []) {
    const value = params.get(name)?.trim();
    if (value) filters[name] = value;
  }
  return {
    page: positive(params.get('page'), 1),
    perPage: positive(params.get('per_page'), options.perPage, options.maxPerPage),
    sort: sortId ? { id: sortId, desc: params.get('order') === 'desc' } : undefined,
    filters,
  };
}

export type TableUrlChange = Partial<Omit<TableUrlState, 'sort'>> & { sort?: TableUrlState['sort'] | null };

/**
 * The parameters after a change. A new filter, sort or page size starts again at page 1: the old page
 * number would point into another list. Defaults are left out, so the plain list has a plain URL.
 */
export function writeTableState(params: URLSearchParams, change: TableUrlChange, options: TableUrlOptions) {
  const next = new URLSearchParams(params);
  const set = (name: string, value: string | undefined) => (value ? next.set(name, value) : next.delete(name));
  const restarts = change.filters !== undefined || change.sort !== undefined || change.perPage !== undefined;
  if (change.filters) for (const name of options.filters ?? []) set(name, change.filters[name]?.trim());
  if (change.sort !== undefined) {
    set('sort', change.sort?.id);
    set('order', change.sort ? (change.sort.desc ? 'desc' : 'asc') : undefined);
  }
  if (change.perPage !== undefined)
    set('per_page', change.perPage === options.perPage ? undefined : String(change.perPage));
  const page = change.page ?? (restarts ? 1 : undefined);
  if (page !== undefined) set('page', page > 1 ? String(page) : undefined);
  return next;
}

/** The query a paged call takes: page, per_page and the filters set. */
export const queryOf = (state: TableUrlState) => ({ page: state.page, per_page: state.perPage, ...state.filters });

export type TableUrl = { state: TableUrlState; change: (change: TableUrlChange) => void };

/** `options` is a module constant of the screen: a new object each render would re-read the URL each time. */
export function useTableUrlState(options: TableUrlOptions): TableUrl {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readTableState(params, options), [params, options]);
  const change = useCallback(
    (update: TableUrlChange) => setParams((current) => writeTableState(current, update, options)),
    [setParams, options],
  );
  return { state, change };
}
