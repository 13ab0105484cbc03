import { useSyncExternalStore } from 'react';
import { pageStorage } from '../../lib/session/page-session';
import { onSettingsChange } from '../../lib/settings-events';
import { forgetCart, priceCart } from './cart-api';
import { type CartState, type CartStore, createCartStore } from './cart-store';
import { CART_CHANGED_EVENT, CART_KEY, type CartAddition, emptyCart } from './local-cart';

let store: CartStore | null = null;

/** Browser only: the page's cart store, over localStorage (or memory where the browser refuses it). */
export function browserCart(): CartStore {
  if (store) return store;
  const created = createCartStore({
    storage: pageStorage(),
    price: priceCart,
    forget: forgetCart,
    onChange: () => window.dispatchEvent(new Event(CART_CHANGED_EVENT)),
  });
  window.addEventListener('storage', (event) => {
    if (event.key === CART_KEY || event.key === null) void created.refresh();
  });
  // spec-coverage 4.11b: a language or currency switch re-checks the cart. Registered with the store,
  // which every page with a cart loads: an empty cart has nothing to re-check.
  onSettingsChange(() => void created.recheck());
  store = created;
  return created;
}

export { linesOf } from './local-cart';

/** Add to cart of the product and kit pages: the line goes to storage at once, then gets priced. */
export const addToBrowserCart = (item: CartAddition) => browserCart().add(item);

const SERVER_STATE: CartState = {
  cart: emptyCart(),
  answer: null,
  rows: [],
  count: 0,
  pricing: false,
  failed: false,
};
const serverState = () => SERVER_STATE;
const noSubscription = () => () => {};

/**
 * The cart as a cart view renders it (mini-cart, checkout), kept current. The server renders an
 * empty cart (the cart lives in the browser) and the browser hydrates with it before reading storage.
 */
export function useCart(): CartState {
  const cart = typeof window === 'undefined' ? null : browserCart();
  return useSyncExternalStore(cart?.subscribe ?? noSubscription, cart?.getState ?? serverState, serverState);
}
