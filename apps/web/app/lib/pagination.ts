/** `?page=N` of a listing: a whole number from 1, anything else is page 1. */
export function pageFromSearch(search: URLSearchParams): number {
  const raw = search.get('page');
  if (raw === null || !/^\d{1,6}$/.test(raw)) return 1;
  return Math.max(1, Number(raw));
}

export function pageCount(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage));
}

/** The query of page N: page 1 has none, so it keeps one canonical URL. */
export const pageQuery = (page: number) => (page > 1 ? `?page=${page}` : '');

/**
 * The query of page N of a list whose query has more in it (filters, sort, search text): the
 * same query with `page` set, or without it for page 1. Commas stay readable (`brands=3,5`).
 */
export function pageSearch(search: string, page: number): string {
  const query = new URLSearchParams(search);
  if (page > 1) query.set('page', String(page));
  else query.delete('page');
  const text = query.toString().replace(/%2C/gi, ',');
  return text ? `?${text}` : '';
}
