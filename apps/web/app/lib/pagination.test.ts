import { describe, expect, it } from 'vitest';
import { pageCount, pageFromSearch, pageQuery, pageSearch } from './pagination';

describe('pagination', () => {
  it('reads ?page= as a whole number from 1', () => {
    expect(pageFromSearch(new URLSearchParams('page=3'))).toBe(3);
    expect(pageFromSearch(new URLSearchParams('page=0'))).toBe(1);
    expect(pageFromSearch(new URLSearchParams('page=-2'))).toBe(1);
    expect(pageFromSearch(new URLSearchParams('page=2.5'))).toBe(1);
    expect(pageFromSearch(new URLSearchParams(''))).toBe(1);
  });
  it('counts at least one page and keeps page 1 without a query', () => {
    expect(pageCount(0, 9)).toBe(1);
    expect(pageCount(19, 9)).toBe(3);
    expect(pageQuery(1)).toBe('');
    expect(pageQuery(2)).toBe('?page=2');
  });
  it('keeps the rest of a list query when paging', () => {
    expect(pageSearch('?brands=3%2C5&sort=new', 2)).toBe('?brands=3,5&sort=new&page=2');
    expect(pageSearch('?text=winter+boots&page=2', 3)).toBe('?text=winter+boots&page=3');
    expect(pageSearch('?page=2', 1)).toBe('');
    expect(pageSearch('', 1)).toBe('');
  });
});
