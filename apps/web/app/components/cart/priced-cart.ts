import type { CartAnswer, CartInput, CartLine, ProductKind } from '@kordon/contract';
import type { LocalCart } from './local-cart';

// Pure steps between the stored cart and the server's answer to PUT /cart (spec-coverage 3.1, 4.5).

/** What PUT /cart is sent: the chosen lines, never a price. */
export const cartInputOf = (cart: LocalCart, coupon: string | null): CartInput => ({
  products: cart.products.map(({ variationId, quantity }) => ({ variationId, quantity })),
  productKits: cart.productKits.map(({ variationId, quantity }) => ({ variationId, quantity })),
  countryCode: cart.countryCode,
  coupon,
});

const keyOf = (kind: ProductKind, variationId: number) => `${kind}:${variationId}`;

/** Every priced line once, products (digital ones included) before kits. */
export function pricedLines(answer: CartAnswer): CartLine[] {
  const seen = new Set<string>();
  return [...answer.products, ...answer.digitalProducts, ...answer.productKits].filter((line) => {
    const key = keyOf(line.kind, line.variationId);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * The stored cart after an answer: the server's drops and held quantities win; a line it does not mention
 * stays as chosen, and an out-of-stock line keeps its quantity (the row says why).
 */
export function reconcileCart(cart: LocalCart, answer: CartAnswer): LocalCart {
  const dropped = new Set(answer.dropped.map((line) => keyOf(line.kind, line.variationId)));
  const priced = new Map(pricedLines(answer).map((line) => [keyOf(line.kind, line.variationId), line]));
  const follow = <L extends { variationId: number; quantity: number }>(kind: ProductKind, lines: L[]): L[] =>
    lines
      .filter((line) => !dropped.has(keyOf(kind, line.variationId)))
      .map((line) => {
        const answered = priced.get(keyOf(kind, line.variationId));
        if (!answered || answered.quantity < 1) return line;
        return 'availability' in line
          ? { ...line, quantity: answered.quantity, availability: answered.availability }
          : { ...line, quantity: answered.quantity };
      });
  return {
    products: follow('product', cart.products),
    productKits: follow('kit', cart.productKits),
    totals: answer.totals,
    countryCode: answer.countryCode ?? cart.countryCode,
    currency: answer.currency.code,
  };
}

/** A row of the cart: the priced line with the quantity chosen now (shown before the server answers). */
export type CartRow = { line: CartLine; quantity: number };

/** The rows to show: priced lines that are still in the stored cart, at the stored quantity. */
export function rowsOf(cart: LocalCart, answer: CartAnswer | null): CartRow[] {
  if (!answer) return [];
  const chosen = new Map<string, number>();
  for (const line of cart.products) chosen.set(keyOf('product', line.variationId), line.quantity);
  for (const line of cart.productKits) chosen.set(keyOf('kit', line.variationId), line.quantity);
  return pricedLines(answer).flatMap((line) => {
    const quantity = chosen.get(keyOf(line.kind, line.variationId));
    return quantity === undefined ? [] : [{ line, quantity }];
  });
}

/** Whether two carts hold the same lines at the same quantities (totals aside). */
export const sameLines = (a: LocalCart, b: LocalCart) =>
  JSON.stringify(cartInputOf(a, null)) === JSON.stringify(cartInputOf(b, null));
