import { afterEach, describe, expect, it, vi } from 'vitest';
import { failWith, fakeApiContext, thrownStatus } from '../../lib/api.testing';
import { chosenValuesOf, loadProductPage } from './product-loader.server';

describe("the pickers' query", () => {
  it('reads one value per option radio group, `?o{option}={value}`', () => {
    expect(chosenValuesOf(new URL('http://shop/product/tee?o1=2&o2=20'))).toEqual([2, 20]);
  });

  it('ignores other parameters, malformed values and repeats, and reads at most 10', () => {
    expect(chosenValuesOf(new URL('http://shop/product/tee?o1=2&o1=2&x=5&o2=abc&o3=-1&oo=4&o4=1e3'))).toEqual([2]);
    const many = Array.from({ length: 15 }, (_, i) => `o${i}=${i + 1}`).join('&');
    expect(chosenValuesOf(new URL(`http://shop/product/tee?${many}`))).toHaveLength(10);
  });
});

describe('loadProductPage when the API fails', () => {
  const product = { kind: 'product', id: 7, options: [], variation: null };
  const load = (answers: Record<string, unknown>) => {
    const { context, asked } = fakeApiContext(answers);
    return { page: loadProductPage(context, new Request('http://shop.test/product/tee'), 'tee'), asked };
  };
  afterEach(() => vi.restoreAllMocks());

  it("sends a failed product to the error page with the API's status, without trying a kit (spec-coverage 8.9)", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { page, asked } = load({ '/products/slug/tee': failWith(503) });
    expect(await thrownStatus(page)).toBe(503);
    expect(asked).toEqual(['/products/slug/tee']);
  });

  it('swallows a failed stock check and related list: no stock shown, no related (spec-coverage 8.7)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { page } = load({
      '/products/slug/tee': product,
      '/products/7/checkStock': failWith(500),
      '/products/7/related': failWith(500),
    });
    expect(await page).toMatchObject({ stock: null, related: [], page: { id: 7 } });
  });
});
