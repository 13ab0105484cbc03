import type { Availability, ProductKind } from '@kordon/contract';
import { pageStorage } from '../../lib/session/page-session';
import { storageKeys } from '../../lib/session/session-storage';

// The cart the shop keeps in the browser (spec §3, storage key `cart`). The cart issue adds the
// server side (PUT /cart) and the mini-cart; until then the product page writes lines here and
// tells listeners through the `cart:changed` window event.

export type LocalCart = {
  products: { variationId: number; quantity: number; availability: Availability }[];
  productKits: { variationId: number; quantity: number }[];
  totals: unknown[];
  countryCode: string | null;
};

export type CartStorage = Pick<Storage, 'getItem' | 'setItem'>;
export const CART_KEY = storageKeys.cart;
export const CART_CHANGED_EVENT = 'cart:changed';

const isLine = (line: unknown): line is { variationId: number; quantity: number } =>
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
  return {
    products: list(stored?.products) as LocalCart['products'],
    productKits: list(stored?.productKits),
    totals: Array.isArray(stored?.totals) ? stored.totals : [],
    countryCode: typeof stored?.countryCode === 'string' ? stored.countryCode : null,
  };
}

export type CartAddition = {
  kind: ProductKind;
  variationId: number;
  quantity: number;
  availability: Availability;
  /** The most one line may hold (spec §4); the line is capped at it. */
  maxQuantity: number;
};

/**
 * Spec §4: adding a quantity increments an existing line, capped at what the variation allows.
 * Answers the line's quantity now and how many were really added (0 when it was already full).
 */
export function addToLocalCart(storage: CartStorage, item: CartAddition): { quantity: number; added: number } {
  const cart = readLocalCart(storage);
  const lines: { variationId: number; quantity: number; availability?: Availability }[] =
    item.kind === 'kit' ? cart.productKits : cart.products;
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
  storage.setItem(CART_KEY, JSON.stringify(cart));
  return { quantity: line.quantity, added: line.quantity - before };
}

/** Browser: adds to the page's cart and tells the mini-cart (or whoever listens). */
export function addToBrowserCart(item: CartAddition) {
  // localStorage, or memory where the browser refuses it, as the session does.
  const result = addToLocalCart(pageStorage(), item);
  window.dispatchEvent(new CustomEvent(CART_CHANGED_EVENT, { detail: result }));
  return result;
}
