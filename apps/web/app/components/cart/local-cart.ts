import type { Availability, CartTotal, ProductKind } from '@kordon/contract';
import { storageKeys } from '../../lib/session/session-storage';

// The cart kept in the browser (spec-coverage 3.1, storage key `cart`) with the last PUT /cart totals;
// prices never come from here, the server prices every change.

export type LocalLine = { variationId: number; quantity: number };
export type LocalCart = {
  products: (LocalLine & { availability: Availability })[];
  productKits: LocalLine[];
  totals: CartTotal[];
  countryCode: string | null;
  /** The currency the totals are in, so a page in another currency does not show them. */
  currency?: string;
};

export type CartStorage = Pick<Storage, 'getItem' | 'setItem'>;
export const CART_KEY = storageKeys.cart;
export const CART_CHANGED_EVENT = 'cart:changed';

export const emptyCart = (): LocalCart => ({ products: [], productKits: [], totals: [], countryCode: null });

const isLine = (line: unknown): line is LocalLine =>
  typeof line === 'object' &&
  line !== null &&
  Number.isInteger((line as { variationId?: unknown }).variationId) &&
  Number.isInteger((line as { quantity?: unknown }).quantity) &&
  (line as { quantity: number }).quantity > 0;

/** The stored cart, or an empty one when there is none or it cannot be read. */
export function readLocalCart(storage: CartStorage): LocalCart {
  let stored: Partial<LocalCart> | null = null;
  try {
    stored = JSON.parse(storage.getItem(CART_KEY) ?? 'null');
  } catch {
    // A cart written by something else is replaced.
  }
  const list = (value: unknown) => (Array.isArray(value) ? value.filter(isLine) : []);
  const cart: LocalCart = {
    products: list(stored?.products) as LocalCart['products'],
    productKits: list(stored?.productKits).map(({ variationId, quantity }) => ({ variationId, quantity })),
    totals: Array.isArray(stored?.totals) ? stored.totals : [],
    countryCode: typeof stored?.countryCode === 'string' ? stored.countryCode : null,
  };
  if (typeof stored?.currency === 'string') cart.currency = stored.currency;
  return cart;
}

export function writeLocalCart(storage: CartStorage, cart: LocalCart) {
  try {
    storage.setItem(CART_KEY, JSON.stringify(cart));
  } catch {
    // A full quota: the cart lasts as long as the page.
  }
}

/** spec-coverage 4.5: the total count is the sum of product and kit quantities. */
export const countOf = (cart: Pick<LocalCart, 'products' | 'productKits'>) =>
  [...cart.products, ...cart.productKits].reduce((sum, line) => sum + line.quantity, 0);

export const linesOf = (cart: LocalCart, kind: ProductKind): LocalLine[] =>
  kind === 'kit' ? cart.productKits : cart.products;

export type CartAddition = {
  kind: ProductKind;
  variationId: number;
  quantity: number;
  availability: Availability;
  /** The most one line may hold (spec-coverage 4.6b); the line is capped at it. */
  maxQuantity: number;
};

/**
 * spec-coverage 4.5: adding a quantity increments an existing line, capped at what the variation
 * allows. Answers the line's quantity now and how many were really added (0 when it was already full).
 */
export function addToLocalCart(storage: CartStorage, item: CartAddition): { quantity: number; added: number } {
  const cart = readLocalCart(storage);
  const lines: (LocalLine & { availability?: Availability })[] = linesOf(cart, item.kind);
  let line = lines.find((l) => l.variationId === item.variationId);
  if (!line) {
    line =
      item.kind === 'kit'
        ? { variationId: item.variationId, quantity: 0 }
        : { variationId: item.variationId, quantity: 0, availability: item.availability };
    lines.push(line);
  }
  const before = line.quantity;
  line.quantity = Math.max(before, Math.min(before + item.quantity, item.maxQuantity));
  if (line.availability) line.availability = item.availability;
  if (line.quantity === 0) lines.splice(lines.indexOf(line), 1);
  writeLocalCart(storage, cart);
  return { quantity: line.quantity, added: line.quantity - before };
}

/** spec-coverage 4.5: sets a line's quantity; below 1 removes the line. */
export function setLocalQuantity(storage: CartStorage, kind: ProductKind, variationId: number, quantity: number) {
  const cart = readLocalCart(storage);
  const lines = linesOf(cart, kind);
  const index = lines.findIndex((l) => l.variationId === variationId);
  if (index < 0) return;
  if (quantity < 1) lines.splice(index, 1);
  else lines[index] = { ...lines[index]!, quantity };
  writeLocalCart(storage, cart);
}
