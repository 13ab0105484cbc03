import { describe, expect, it } from 'vitest';
import {
  apiQueryOf,
  filterQueryOf,
  hasFilters,
  parseListQuery,
  searchOf,
  searchWithoutPrice,
  withoutFilters,
  withPrice,
  withSort,
  withValue,
} from './product-query';

const parse = (query: string) => parseListQuery(new URLSearchParams(query));

describe('parseListQuery', () => {
  it('reads filters, sort and page from the URL', () => {
    const state = parse('brands=5,3&optionValue=12&game=enlisted&stock=1&price=10-50&sort=price_asc&page=2');
    expect(state).toEqual({
      checked: { brands: ['3', '5'], optionValue: ['12'], game: ['enlisted'], stock: ['1'] },
      price: { min: 10, max: 50 },
      sort: 'price_asc',
      page: 2,
    });
  });

  it('reads the repeated fields and the price fields the form sends without JavaScript', () => {
    const state = parse('brands=3&brands=5&priceMin=12.5&priceMax=40&sort=popular');
    expect(state.checked.brands).toEqual(['3', '5']);
    expect(state.price).toEqual({ min: 12.5, max: 40 });
    expect(state.sort).toBeNull();
  });

  it('drops what the API would refuse instead of failing the page', () => {
    const state = parse('brands=3,x,-1,5;drop&game=doom&stock=yes&price=50-&sort=cheapest&page=0');
    expect(state.checked).toEqual({ brands: ['3'], optionValue: [], game: [], stock: [] });
    expect(state.price).toBeNull();
    expect(state.sort).toBeNull();
    expect(state.page).toBe(1);
    expect(parse('price=abc-10').price).toBeNull();
  });

  it('orders a reversed price range and sorts ids by number, once each', () => {
    expect(parse('price=50-10').price).toEqual({ min: 10, max: 50 });
    expect(parse('optionValue=12,3,12,100').checked.optionValue).toEqual(['3', '12', '100']);
    expect(parse('stock=true').checked.stock).toEqual(['1']);
  });
});

describe('searchOf', () => {
  it('writes one canonical query: fixed order, readable commas, no page 1', () => {
    const state = parse('page=1&sort=new&price=10-50&stock=1&brands=5,3');
    expect(searchOf(state)).toBe('?brands=3,5&stock=1&price=10-50&sort=new');
    expect(searchOf(parse(''))).toBe('');
    expect(searchOf(parse('page=3'))).toBe('?page=3');
  });

  it('reads back what it wrote', () => {
    const query = '?brands=3,5&optionValue=12&game=crossout,enlisted&stock=1&price=10.5-50&sort=price_desc&page=4';
    expect(searchOf(parse(query))).toBe(query);
  });
});

describe('apiQueryOf', () => {
  it('turns the state into the GET /products query with limit and offset', () => {
    expect(apiQueryOf(parse('brands=3,5&stock=1&price=10-50&sort=price_asc&page=3'), 24)).toEqual({
      brands: '3,5',
      stock: '1',
      price: '10-50',
      sort: 'price_asc',
      limit: 24,
      offset: 48,
    });
    expect(apiQueryOf(parse(''), 24)).toEqual({ limit: 24, offset: 0 });
  });
});

describe('filterQueryOf', () => {
  it('gives the filters call the ticks and the range only: no sort, no page', () => {
    expect(filterQueryOf(parse('optionValue=12,7&game=enlisted&price=10-50&sort=new&page=2'))).toEqual({
      optionValue: '7,12',
      game: 'enlisted',
      price: '10-50',
    });
    expect(filterQueryOf(parse('sort=new'))).toEqual({});
  });
});

describe('searchWithoutPrice', () => {
  it('drops the price range and the page, and leaves the rest as written', () => {
    expect(searchWithoutPrice('?brands=3,5&price=10-50&sort=new&page=2')).toBe('?brands=3,5&sort=new');
    expect(searchWithoutPrice('?priceMin=10&priceMax=50')).toBe('');
    expect(searchWithoutPrice('?q=boots&brands=3')).toBeNull();
    expect(searchWithoutPrice('')).toBeNull();
  });
});

describe('changes', () => {
  const start = parse('brands=3&sort=price_asc&page=3');

  it('a ticked or unticked value goes back to page 1 and keeps the rest', () => {
    expect(searchOf(withValue(start, 'brands', '5', true))).toBe('?brands=3,5&sort=price_asc');
    expect(searchOf(withValue(start, 'brands', '3', false))).toBe('?sort=price_asc');
    expect(searchOf(withValue(start, 'optionValue', '12', true))).toBe('?brands=3&optionValue=12&sort=price_asc');
  });

  it('the whole price range is no filter', () => {
    const bounds = { min: 5, max: 300 };
    expect(withPrice(start, { min: 10, max: 50 }, bounds).price).toEqual({ min: 10, max: 50 });
    expect(withPrice(start, { min: 5, max: 300 }, bounds).price).toBeNull();
    expect(withPrice(start, { min: 10, max: 50 }, bounds).page).toBe(1);
  });

  it('a sort starts again at page 1, popular being the default', () => {
    expect(searchOf(withSort(start, 'new'))).toBe('?brands=3&sort=new');
    expect(searchOf(withSort(start, 'popular'))).toBe('?brands=3');
  });

  it('resetting keeps only the sort', () => {
    const reset = withoutFilters(parse('brands=3&price=1-2&stock=1&sort=new&page=2'));
    expect(searchOf(reset)).toBe('?sort=new');
    expect(hasFilters(reset)).toBe(false);
    expect(hasFilters(start)).toBe(true);
    expect(hasFilters(parse('price=1-2'))).toBe(true);
  });
});
