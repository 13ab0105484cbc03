import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { failWith, loaderArgs, thrownStatus, unwrapData, WholeBody } from '../lib/api.testing';
import '../lib/messages.server';
import { unpack } from '../framework/packed';
import { loader as brandLoader } from './brand';
import { loader as brandsLoader } from './brands';
import { loader as catalogueLoader } from './catalogue';
import { loader as categoryLoader } from './category';
import { loader as categoryMainLoader } from './category-main';
import { loader as homeLoader } from './home';
import { loader as frameLoader } from './page-frame';
import { loader as postLoader } from './review';
import { loader as reviewsLoader } from './reviews';
import { loader as saleLoader } from './sale';
import { loader as searchLoader } from './search';

// What each page loader makes of a failing API call: swallowed into an empty part (spec-coverage 8.7,
// 8.8), or the error page with the API's status (spec-coverage 8.1, 8.9).

const card = { id: 7, name: 'Tent', brand: null };
const productPage = (total: number) =>
  new WholeBody({ data: { products: total ? [card] : [], isFromChildCategories: false }, total });
const brand = { id: 3, name: 'Fjord', description: '<p>Since 1970</p>', image: null, breadcrumbs: [], seo: {} };
const category = { id: 9, name: 'Tents', slug: 'tents' };

let warned: ReturnType<typeof vi.spyOn>;
let logged: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warned = vi.spyOn(console, 'warn').mockImplementation(() => {});
  logged = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('home loader (spec-coverage 8.7)', () => {
  it('swallows a failed slider and top sales: the home page shows neither, no message', async () => {
    const home = await homeLoader(
      loaderArgs('/', { '/store/slider': failWith(500), '/products/topSales': failWith(503) }),
    );
    expect(unpack(home)).toEqual({ slides: [], topSales: [] });
    expect(warned).toHaveBeenCalledTimes(2);
  });
});

describe('page frame loader (spec-coverage 8.7)', () => {
  it('swallows a failed SEO look-up: the page keeps its own meta', async () => {
    expect(await frameLoader(loaderArgs('/contacts', { '/seo': failWith(500) }))).toEqual({
      seo: null,
      canonicalPath: '/contacts',
    });
  });

  it('names the page of a legacy duplicate for its canonical link (spec-coverage 2.2.21)', async () => {
    const frame = await frameLoader(loaderArgs('/ru/mainPage', { '/seo': failWith(404) }));
    expect(frame).toEqual({ seo: null, canonicalPath: '/ru' });
  });
});

describe('brands loader (spec-coverage 8.8)', () => {
  it('swallows a failed brand list: the page shows its empty state', async () => {
    expect(await brandsLoader(loaderArgs('/brands', { '/brands': failWith(500) }))).toEqual({ brands: [] });
  });
});

describe('reviews loader (spec-coverage 8.8)', () => {
  it('swallows a failed post list: page 1 of 1, empty, not a 404', async () => {
    const reviews = await reviewsLoader(loaderArgs('/reviews', { '/store/posts': failWith(500) }));
    expect(reviews).toEqual({ posts: [], page: 1, pages: 1 });
  });
});

describe('brand loader (spec-coverage 8.8)', () => {
  const args = (answers: Record<string, unknown>) =>
    loaderArgs<Parameters<typeof brandLoader>[0]>('/brands/fjord', answers, { slug: 'fjord' });

  it('swallows a failed brand: the products still show, answered 503 so no cache or crawler keeps the page', async () => {
    const { value: packed, status } = unwrapData(
      await brandLoader(args({ '/brand/fjord': failWith(500), '/products': productPage(1) })),
    );
    const value = unpack(packed);
    expect(value.brand).toBeNull();
    expect(value.list.products).toHaveLength(1);
    expect(status).toBe(503);
  });

  it('swallows a failed product list: the brand shows with an empty list', async () => {
    const { value: packed, status } = unwrapData(
      await brandLoader(args({ '/brand/fjord': brand, '/products': failWith(500) })),
    );
    const value = unpack(packed);
    expect(value.brand?.name).toBe('Fjord');
    expect(value.list.products).toEqual([]);
    expect(status).toBe(200);
  });

  it('still answers 404 for a brand the shop does not have', async () => {
    expect(await thrownStatus(brandLoader(args({ '/products': productPage(0) })))).toBe(404);
  });
});

describe('post loader (spec-coverage 8.8)', () => {
  const args = (answers: Record<string, unknown>) =>
    loaderArgs<Parameters<typeof postLoader>[0]>('/reviews/trip', answers, { slug: 'trip' });

  it('swallows a failed post: an empty page in the reviews section, answered 503', async () => {
    const { value, status } = unwrapData(await postLoader(args({ '/store/posts/trip': failWith(500) })));
    expect([value.post, status]).toEqual([null, 503]);
  });

  it('still answers 404 for a post the shop does not have', async () => {
    expect(await thrownStatus(postLoader(args({})))).toBe(404);
  });
});

describe('search and specials loaders (spec-coverage 8.7)', () => {
  it('swallow a failed product list: no results, no message', async () => {
    const search = await searchLoader(loaderArgs('/search?text=tent', { '/products': failWith(500) }));
    expect(search.list && unpack(search.list).products).toEqual([]);
    const sale = await saleLoader(loaderArgs('/sale', { '/products': failWith(500) }));
    expect(unpack(sale.list).products).toEqual([]);
  });
});

describe('category loader (spec-coverage 8.7, 8.9)', () => {
  const args = (answers: Record<string, unknown>) =>
    loaderArgs<Parameters<typeof categoryLoader>[0]>('/category/tents', answers, { slug: 'tents' });
  const working = { '/category/tents': category, '/products/filters/tents': [], '/products': productPage(1) };

  it('swallows failed filters and kits: the category shows its products without them', async () => {
    const page = unpack(
      await categoryLoader(
        args({ ...working, '/products/filters/tents': failWith(500), '/product-kits': failWith(500) }),
      ),
    );
    expect([page.filters, page.kits, page.list.products.length]).toEqual([[], [], 1]);
  });

  it("sends a failed category to the error page with the API's status, and logs it", async () => {
    expect(await thrownStatus(categoryLoader(args({ ...working, '/category/tents': failWith(503) })))).toBe(503);
    expect(String(logged.mock.calls[0]?.join(' '))).toContain('API answered 503 to GET /api/v1.2/category/tents');
  });

  it("sends a failed product list to the error page with the API's status", async () => {
    expect(await thrownStatus(categoryLoader(args({ ...working, '/products': failWith(500) })))).toBe(500);
  });

  it('sends a failed category tree (the catalogue paths and the overview) to the error page', async () => {
    const tents = loaderArgs('/tents', { '/categories': failWith(502) }, { category: 'tents' });
    expect(await thrownStatus(catalogueLoader(tents as Parameters<typeof catalogueLoader>[0]))).toBe(502);
    expect(await thrownStatus(categoryMainLoader(loaderArgs('/category/main', { '/categories': failWith(500) })))).toBe(
      500,
    );
  });
});
