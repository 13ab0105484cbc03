import type { CartAnswer, CartInput, ProductKind } from '@kordon/contract';
import {
  addToLocalCart,
  type CartAddition,
  type CartStorage,
  countOf,
  emptyCart,
  type LocalCart,
  readLocalCart,
  setLocalQuantity,
  writeLocalCart,
} from './local-cart';
import { type CartRow, cartInputOf, reconcileCart, rowsOf, sameLines } from './priced-cart';

/** What a cart view renders: the stored cart, the server's last answer and the rows of both. */
export type CartState = {
  cart: LocalCart;
  answer: CartAnswer | null;
  rows: CartRow[];
  /** spec-coverage 4.5: products plus kits, from the stored cart (shown before any answer). */
  count: number;
  pricing: boolean;
  /** The last update failed, so the cart was emptied (spec-coverage 4.5). */
  failed: boolean;
};

export type CartStoreDeps = {
  storage: CartStorage;
  /** PUT /cart. */
  price: (input: CartInput) => Promise<CartAnswer>;
  /** DELETE /cart. */
  forget?: () => Promise<unknown>;
  /** Called after every change, to tell the header (the `cart:changed` event). */
  onChange?: () => void;
  /** Changes within this time go to the server as one request (rapid plus clicks). */
  debounceMs?: number;
};

export type CartStore = ReturnType<typeof createCartStore>;

/**
 * The one owner of the cart in the browser: a change is stored at once, then priced by PUT /cart,
 * debounced; an answer for a cart that changed meanwhile is dropped.
 */
export function createCartStore({ storage, price, forget, onChange, debounceMs = 250 }: CartStoreDeps) {
  let answer: CartAnswer | null = null;
  let pricing = false;
  let failed = false;
  let coupon: string | null = null;
  let version = 0;
  let requests = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let waiting: (() => void)[] = [];
  const listeners = new Set<() => void>();

  const compute = (): CartState => {
    const cart = readLocalCart(storage);
    return { cart, answer, rows: rowsOf(cart, answer), count: countOf(cart), pricing, failed };
  };
  let state = compute();
  const publish = () => {
    state = compute();
    for (const listener of listeners) listener();
    onChange?.();
  };

  async function reprice(): Promise<void> {
    clearTimeout(timer);
    timer = undefined;
    const sent = version;
    const request = ++requests;
    const current = () => sent === version && request === requests;
    pricing = true;
    publish();
    let next: CartAnswer;
    try {
      next = await price(cartInputOf(readLocalCart(storage), coupon));
    } catch {
      if (!current()) return;
      // spec-coverage 4.5: a failed update resets the local cart to empty.
      writeLocalCart(storage, emptyCart());
      answer = null;
      failed = true;
      pricing = false;
      return publish();
    }
    if (!current()) return;
    answer = next;
    failed = false;
    pricing = false;
    writeLocalCart(storage, reconcileCart(readLocalCart(storage), next));
    publish();
  }

  /** Prices the cart after `debounceMs` without a further change; resolves once that answer is in. */
  function repriceSoon(): Promise<void> {
    clearTimeout(timer);
    return new Promise((resolve) => {
      waiting.push(resolve);
      timer = setTimeout(() => {
        const done = waiting;
        waiting = [];
        void reprice().finally(() => {
          for (const resolve of done) resolve();
        });
      }, debounceMs);
    });
  }

  const changed = () => {
    version++;
    failed = false;
    publish();
    return repriceSoon();
  };

  return {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    reprice,
    /** Prices a cart that has lines and no answer yet (first open, page load); a no-op otherwise. */
    ensurePriced(): Promise<void> {
      if (answer || pricing || countOf(readLocalCart(storage)) === 0) return Promise.resolve();
      return reprice();
    },
    /** Re-prices after a language or currency switch (spec-coverage 4.11b): names and amounts change. */
    recheck(): Promise<void> {
      return countOf(readLocalCart(storage)) === 0 ? Promise.resolve() : reprice();
    },
    add(item: CartAddition) {
      const result = addToLocalCart(storage, item);
      void changed();
      return result;
    },
    /** spec-coverage 4.5: a quantity below 1 removes the line. */
    setQuantity(kind: ProductKind, variationId: number, quantity: number): Promise<void> {
      setLocalQuantity(storage, kind, variationId, quantity);
      return changed();
    },
    remove(kind: ProductKind, variationId: number): Promise<void> {
      setLocalQuantity(storage, kind, variationId, 0);
      return changed();
    },
    setCoupon(code: string | null): Promise<void> {
      coupon = code;
      return reprice();
    },
    /** Empties the cart here and on the server (after an order is placed). */
    async clear(): Promise<void> {
      version++;
      writeLocalCart(storage, emptyCart());
      answer = null;
      publish();
      await forget?.();
    },
    /** Another tab wrote the cart: re-read it, and price it when its lines changed. */
    refresh(): Promise<void> {
      if (sameLines(state.cart, readLocalCart(storage))) {
        publish();
        return Promise.resolve();
      }
      return changed();
    },
  };
}
