import { describe, expect, it } from 'vitest';
import { answerTo, pricedLine } from './cart.testing';
import type { LocalCart } from './local-cart';
import { cartInputOf, reconcileCart, rowsOf } from './priced-cart';

const cart = (overrides: Partial<LocalCart> = {}): LocalCart => ({
  products: [
    { variationId: 7, quantity: 2, availability: 'normal' },
    { variationId: 9, quantity: 1, availability: 'normal' },
  ],
  productKits: [{ variationId: 3, quantity: 1 }],
  totals: [],
  countryCode: null,
  ...overrides,
});

describe('the stored cart and the answer of PUT /cart (spec §3)', () => {
  it('sends variation ids and quantities only, with the country and coupon', () => {
    expect(cartInputOf(cart({ countryCode: 'RU' }), 'SAVE10')).toEqual({
      products: [
        { variationId: 7, quantity: 2 },
        { variationId: 9, quantity: 1 },
      ],
      productKits: [{ variationId: 3, quantity: 1 }],
      countryCode: 'RU',
      coupon: 'SAVE10',
    });
  });

  it('shows a digital product (answered in digitalProducts) as a row, products before kits', () => {
    const local = cart();
    const answer = answerTo(cartInputOf(local, null), {
      products: [pricedLine({ variationId: 7, quantity: 2 })],
      digitalProducts: [pricedLine({ variationId: 9, type: 'digital' })],
    });
    expect(rowsOf(local, answer).map((row) => [row.line.kind, row.line.variationId, row.line.type])).toEqual([
      ['product', 7, 'physical'],
      ['product', 9, 'digital'],
      ['kit', 3, 'kit'],
    ]);
    expect(reconcileCart(local, answer).products.map((line) => line.variationId)).toEqual([7, 9]);
  });

  it('shows the quantity chosen now, and no row for a line removed since the answer', () => {
    const answer = answerTo(cartInputOf(cart(), null));
    const now = cart({ products: [{ variationId: 7, quantity: 5, availability: 'normal' }] });
    expect(rowsOf(now, answer).map((row) => [row.line.variationId, row.quantity])).toEqual([
      [7, 5],
      [3, 1],
    ]);
    expect(rowsOf(now, null)).toEqual([]);
  });

  it('keeps a line the answer does not mention, and the country it had when the answer has none', () => {
    const local = cart({ countryCode: 'DE' });
    const answer = answerTo({ products: [{ variationId: 7, quantity: 2 }] }, { countryCode: null });
    const next = reconcileCart(local, answer);
    expect(next.products.map((line) => line.variationId)).toEqual([7, 9]);
    expect(next.productKits).toEqual([{ variationId: 3, quantity: 1 }]);
    expect(next.countryCode).toBe('DE');
  });
});
