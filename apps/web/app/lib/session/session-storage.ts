import { SETTINGS_KEY } from '../settings';

/** The part of the Web Storage API the session needs, so tests can pass a Map-backed one. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** spec-coverage 3.1, 3.3, 3.4 storage keys (localStorage), plus the refresh token and the device id. */
export const storageKeys = {
  accessToken: 'accessToken',
  refreshToken: 'refreshToken',
  customer: 'customer',
  settings: SETTINGS_KEY,
  cart: 'cart',
  currency: 'currency',
  deviceId: 'deviceId',
} as const;

/** spec-coverage 3.3: the customer kept locally; the e-mail too, shown in the header when there is no name. */
export type StoredCustomer = { firstname: string; lastname: string; email: string };

/** Reads and writes that never throw: a full quota or a blocked storage must not break a page. */
export function safeStorage(storage: KeyValueStorage) {
  return {
    get(key: string): string | null {
      try {
        return storage.getItem(key);
      } catch {
        return null;
      }
    },
    set(key: string, value: string) {
      try {
        storage.setItem(key, value);
      } catch {
        // Without storage the session lasts as long as the page; the next call signs in again.
      }
    },
    remove(...keys: string[]) {
      for (const key of keys) {
        try {
          storage.removeItem(key);
        } catch {
          // Nothing was stored then.
        }
      }
    },
  };
}

export function parseStoredCustomer(json: string | null): StoredCustomer | null {
  if (!json) return null;
  try {
    const value: unknown = JSON.parse(json);
    if (!value || typeof value !== 'object') return null;
    const { firstname, lastname, email } = value as Record<string, unknown>;
    return {
      firstname: typeof firstname === 'string' ? firstname : '',
      lastname: typeof lastname === 'string' ? lastname : '',
      email: typeof email === 'string' ? email : '',
    };
  } catch {
    return null;
  }
}

/** A storage that lives in memory: tests, and browsers that refuse localStorage. */
export function memoryStorage(
  initial: Record<string, string> = {},
): KeyValueStorage & { dump(): Record<string, string> } {
  const map = new Map(Object.entries(initial));
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, String(value)),
    removeItem: (key) => void map.delete(key),
    dump: () => Object.fromEntries(map),
  };
}
