import { describe, expect, it } from 'vitest';
import { addToLocalCart, CART_KEY, countOf, readLocalCart, setLocalQuantity } from './local-cart';

const memory = (initial?: unknown) => {
  const items = new Map<string, string>();
  if (initial !== undefined) items.set(CART_KEY, typeof initial === 'string' ? initial : JSON.stringify(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => items.set(key, value),
  };
};

const tee = { kind: 'product', variationId: 7, quantity: 2, availability: 'normal', maxQuantity: 5 } as const;

describe('local cart (spec §3, §4)', () => {
  it('starts an empty cart with the shape of spec §3 and adds a product line', () => {
    const storage = memory();
    expect(addToLocalCart(storage, tee)).toEqual({ quantity: 2, added: 2 });
    expect(JSON.parse(storage.getItem(CART_KEY) ?? '')).toEqual({
      products: [{ variationId: 7, quantity: 2, availability: 'normal' }],
      productKits: [],
      totals: [],
      countryCode: null,
    });
  });

  it('increments an existing line, capped at the most the variation allows', () => {
    const storage = memory({ products: [{ variationId: 7, quantity: 2, availability: 'normal' }], countryCode: 'DE' });
    expect(addToLocalCart(storage, tee)).toEqual({ quantity: 4, added: 2 });
    expect(addToLocalCart(storage, tee)).toEqual({ quantity: 5, added: 1 });
    expect(addToLocalCart(storage, tee)).toEqual({ quantity: 5, added: 0 });
    const cart = readLocalCart(storage);
    expect(cart.products).toEqual([{ variationId: 7, quantity: 5, availability: 'normal' }]);
    expect(cart.countryCode).toBe('DE');
  });

  it('keeps kit lines apart, without availability', () => {
    const storage = memory();
    addToLocalCart(storage, tee);
    addToLocalCart(storage, { ...tee, kind: 'kit', variationId: 3, quantity: 1, maxQuantity: 10 });
    expect(readLocalCart(storage)).toMatchObject({
      products: [{ variationId: 7, quantity: 2 }],
      productKits: [{ variationId: 3, quantity: 1 }],
    });
  });

  it('replaces a cart it cannot read, and drops malformed lines', () => {
    expect(readLocalCart(memory('{not json')).products).toEqual([]);
    const cart = readLocalCart(
      memory({
        products: [
          { variationId: 'x', quantity: 1 },
          { variationId: 2, quantity: 0 },
        ],
      }),
    );
    expect(cart.products).toEqual([]);
  });

  it('adds nothing to a variation that cannot be ordered', () => {
    const storage = memory();
    expect(addToLocalCart(storage, { ...tee, maxQuantity: 0 })).toEqual({ quantity: 0, added: 0 });
    expect(readLocalCart(storage).products).toEqual([]);
  });

  it('sets a quantity, and removes the line below 1', () => {
    const storage = memory({
      products: [{ variationId: 7, quantity: 2, availability: 'normal' }],
      productKits: [{ variationId: 3, quantity: 1 }],
    });
    setLocalQuantity(storage, 'product', 7, 5);
    expect(readLocalCart(storage).products).toEqual([{ variationId: 7, quantity: 5, availability: 'normal' }]);
    setLocalQuantity(storage, 'kit', 3, 0);
    expect(readLocalCart(storage).productKits).toEqual([]);
    setLocalQuantity(storage, 'kit', 99, 4);
    expect(readLocalCart(storage).productKits).toEqual([]);
  });

  it('counts products plus kits (spec §4)', () => {
    const storage = memory({
      products: [
        { variationId: 7, quantity: 2, availability: 'normal' },
        { variationId: 8, quantity: 3, availability: 'drop_ship' },
      ],
      productKits: [{ variationId: 3, quantity: 4 }],
    });
    expect(countOf(readLocalCart(storage))).toBe(9);
  });
});
