import { useSyncExternalStore } from 'react';
import { pageStorage } from '../../lib/session/page-session';

// In every page's first download, so kept to a few lines: the header reads the count and total
// straight from the stored cart; the store (browser-cart.ts) and its API calls load later.

type Summary = { count: number; total?: string; currency?: string };
const NONE: Summary = { count: 0 };
let last: [string | null, Summary] = [null, NONE];

function readSummary(): Summary {
  let json: string | null = null;
  try {
    json = pageStorage().getItem('cart');
    if (json === last[0]) return last[1];
    const cart = JSON.parse(json ?? '');
    last = [
      json,
      {
        count: [...cart.products, ...cart.productKits].reduce((sum, line) => sum + line.quantity, 0),
        total: cart.totals.find((total: { type: string }) => total.type === 'total')?.amountString,
        currency: cart.currency,
      },
    ];
  } catch {
    last = [json, NONE];
  }
  return last[1];
}

// The store tells of its changes with `cart:changed`, other tabs with `storage`.
function subscribe(listener: () => void) {
  addEventListener('cart:changed', listener);
  addEventListener('storage', listener);
  return () => {
    removeEventListener('cart:changed', listener);
    removeEventListener('storage', listener);
  };
}

/**
 * spec-coverage 2.5.3, 4.5: the count (products plus kits) shows from storage at once; the total
 * once the server priced the cart in the page's currency.
 */
export function useCartSummary(currency: string): { count: number; total: string | null } {
  const summary = useSyncExternalStore(subscribe, readSummary, () => NONE);
  return { count: summary.count, total: (summary.count && summary.currency === currency && summary.total) || null };
}

/** Whether the stored cart has lines (then the page prices it once loaded). */
export const cartCount = () => readSummary().count;
