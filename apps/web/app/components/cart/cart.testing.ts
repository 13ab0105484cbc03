import type { CartAnswer, CartInput, CartLine } from '@kordon/contract';
import { memoryStorage } from '../../lib/session/session-storage';
import { CART_KEY } from './local-cart';

/** A priced line as PUT /cart answers it; amounts in cents of USD. */
export function pricedLine(overrides: Partial<CartLine> & Pick<CartLine, 'variationId'>): CartLine {
  const quantity = overrides.quantity ?? 1;
  return {
    productId: 100 + overrides.variationId,
    kind: 'product',
    type: 'physical',
    name: `Item ${overrides.variationId}`,
    link: `/product/item-${overrides.variationId}`,
    image: null,
    brand: null,
    options: [],
    availability: 'normal',
    quantity,
    maxQuantity: 10,
    stock: 10,
    discount: 0,
    priceItem: '$10.00',
    priceItemOld: null,
    newPriceItem: null,
    priceTotal: `$${10 * quantity}.00`,
    priceTotalOld: null,
    amounts: { unit: 1000, unitOld: null, unitNew: null, total: 1000 * quantity, totalOld: null, totalNew: null },
    notice: null,
    weightGrams: 200,
    ...overrides,
  };
}

/** An answer that prices every line of the request at $10 a unit, as the server would. */
export function answerTo(input: CartInput, overrides: Partial<CartAnswer> = {}): CartAnswer {
  const products = (input.products ?? []).map((line) => pricedLine(line));
  const productKits = (input.productKits ?? []).map((line) => pricedLine({ ...line, kind: 'kit', type: 'kit' }));
  const count = [...products, ...productKits].reduce((sum, line) => sum + line.quantity, 0);
  const total = (type: 'subtotal' | 'total') => ({
    type,
    title: type === 'total' ? 'Total' : 'Subtotal',
    amount: count * 1000,
    amountString: `$${count * 10}.00`,
    couponName: null,
  });
  return {
    products,
    productKits,
    digitalProducts: [],
    totals: [total('subtotal'), total('total')],
    count,
    currency: { code: 'USD', symbol: '$' },
    countryCode: null,
    coupon: null,
    dropped: [],
    ...overrides,
  };
}

/** A storage holding the given cart under the `cart` key. */
export const storageWith = (cart?: unknown) =>
  memoryStorage(cart === undefined ? {} : { [CART_KEY]: JSON.stringify(cart) });

export const storedCart = (storage: { getItem(key: string): string | null }) =>
  JSON.parse(storage.getItem(CART_KEY) ?? 'null');
