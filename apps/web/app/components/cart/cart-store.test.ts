import type { CartAnswer, CartInput } from '@kordon/contract';
import { describe, expect, it, vi } from 'vitest';
import { answerTo, pricedLine, storageWith, storedCart } from './cart.testing';
import { createCartStore } from './cart-store';

const tee = { variationId: 7, quantity: 2, availability: 'normal' } as const;
const kit = { variationId: 3, quantity: 1 };

/** A store over a memory storage whose server answers with `answer` (by default: every line priced). */
function storeWith(cart: unknown, answer: (input: CartInput) => Promise<CartAnswer> = async (i) => answerTo(i)) {
  const storage = storageWith(cart);
  const price = vi.fn(answer);
  const onChange = vi.fn();
  return { storage, price, onChange, store: createCartStore({ storage, price, onChange, debounceMs: 5 }) };
}

describe('cart store: count and pricing (spec §3, §4)', () => {
  it('counts products plus kits from storage before any answer', () => {
    const { store, price } = storeWith({ products: [tee], productKits: [{ ...kit, quantity: 4 }] });
    expect(store.getState().count).toBe(6);
    expect(price).not.toHaveBeenCalled();
  });

  it('sends the chosen lines, never a price, and keeps the totals and currency of the answer', async () => {
    const { store, price, storage } = storeWith({ products: [tee], productKits: [kit], countryCode: 'DE' });
    await store.ensurePriced();
    expect(price).toHaveBeenCalledWith({
      products: [{ variationId: 7, quantity: 2 }],
      productKits: [{ variationId: 3, quantity: 1 }],
      countryCode: 'DE',
      coupon: null,
    });
    expect(store.getState().rows.map((row) => [row.line.kind, row.line.variationId, row.quantity])).toEqual([
      ['product', 7, 2],
      ['kit', 3, 1],
    ]);
    const stored = storedCart(storage);
    expect(stored.totals.map((t: { amountString: string }) => t.amountString)).toEqual(['$30.00', '$30.00']);
    expect(stored.currency).toBe('USD');
  });

  it('asks the server nothing for an empty cart on load or a settings switch', async () => {
    const { store, price } = storeWith(undefined);
    await store.ensurePriced();
    await store.recheck();
    expect(price).not.toHaveBeenCalled();
  });

  it('sends rapid changes as one request, with the last quantity', async () => {
    const { store, price, storage } = storeWith({ products: [tee] });
    void store.setQuantity('product', 7, 3);
    void store.setQuantity('product', 7, 4);
    expect(store.getState().count).toBe(4);
    await store.setQuantity('product', 7, 5);
    expect(price).toHaveBeenCalledTimes(1);
    expect(price.mock.calls[0]?.[0].products).toEqual([{ variationId: 7, quantity: 5 }]);
    expect(storedCart(storage).products).toEqual([{ variationId: 7, quantity: 5, availability: 'normal' }]);
  });

  it('drops an answer to a cart that changed while it was asked', async () => {
    let release: () => void = () => {};
    const slow = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { store, storage } = storeWith({ products: [tee] }, async (input) => {
      if (input.products?.[0]?.quantity === 2) await slow;
      return answerTo(input, { products: [pricedLine({ variationId: 7, quantity: 1 })] });
    });
    const first = store.reprice();
    const second = store.setQuantity('product', 7, 6);
    release();
    await Promise.all([first, second]);
    // Only the answer to the newer cart (6, held to 1 by the fake server) is written back.
    expect(storedCart(storage).products[0].quantity).toBe(1);
  });
});

describe('cart store: the server corrects the cart (spec §4)', () => {
  it('removes lines the server dropped', async () => {
    const { store, storage } = storeWith(
      { products: [tee, { ...tee, variationId: 8 }], productKits: [kit] },
      async (i) =>
        answerTo(i, {
          products: [pricedLine({ variationId: 7, quantity: 2 })],
          productKits: [],
          dropped: [
            { kind: 'product', variationId: 8, reason: 'unknown' },
            { kind: 'kit', variationId: 3, reason: 'disabled' },
          ],
        }),
    );
    await store.ensurePriced();
    expect(storedCart(storage)).toMatchObject({ products: [{ variationId: 7, quantity: 2 }], productKits: [] });
    expect(store.getState().count).toBe(2);
  });

  it('writes back a quantity held to the stock, and the availability of the answer', async () => {
    const { store, storage } = storeWith({ products: [{ ...tee, quantity: 9 }] }, async (i) =>
      answerTo(i, {
        products: [pricedLine({ variationId: 7, quantity: 3, availability: 'preorder', notice: 'quantity_clamped' })],
      }),
    );
    await store.ensurePriced();
    expect(storedCart(storage).products).toEqual([{ variationId: 7, quantity: 3, availability: 'preorder' }]);
    expect(store.getState().rows[0]?.line.notice).toBe('quantity_clamped');
  });

  it('keeps the quantity of a line that is out of stock (its row says so)', async () => {
    const { store, storage } = storeWith({ products: [tee] }, async (i) =>
      answerTo(i, {
        products: [pricedLine({ variationId: 7, quantity: 0, stock: 0, maxQuantity: 0, notice: 'out_of_stock' })],
      }),
    );
    await store.ensurePriced();
    expect(storedCart(storage).products[0].quantity).toBe(2);
    expect(store.getState().rows[0]?.quantity).toBe(2);
  });

  it('resets the stored cart to empty when the update fails (spec §4)', async () => {
    const { store, storage, onChange } = storeWith({ products: [tee], productKits: [kit] }, async () => {
      throw new Error('network down');
    });
    await store.setQuantity('product', 7, 3);
    expect(storedCart(storage)).toEqual({ products: [], productKits: [], totals: [], countryCode: null });
    expect(store.getState()).toMatchObject({ count: 0, rows: [], failed: true, pricing: false });
    expect(onChange).toHaveBeenCalled();
  });

  it('removes a line at a quantity below 1, and prices what is left', async () => {
    const { store, price } = storeWith({ products: [tee], productKits: [kit] });
    await store.remove('product', 7);
    expect(store.getState().count).toBe(1);
    expect(price.mock.calls[0]?.[0].products).toEqual([]);
    expect(store.getState().rows.map((row) => row.line.kind)).toEqual(['kit']);
  });
});
