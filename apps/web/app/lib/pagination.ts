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
