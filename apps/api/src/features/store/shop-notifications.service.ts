import type { DbExecutor } from '../../db/executor.js';
import { getStore, type StoreProfile } from './store.service.js';

/**
 * The shop's own mail (docs/admin.md, "Mail to the shop"): where it goes and when stock is low. One
 * store setting, written by the owner's settings call (admin/settings), read through `getStore`.
 */
export const SHOP_NOTIFICATIONS_KEY = 'shop_notifications';
/** Units at or below which a variation is low, until the owner sets another number. */
export const DEFAULT_LOW_STOCK_THRESHOLD = 3;

export type ShopNotifications = { email: string | null; lowStockThreshold: number };

/** The stored setting, defaults filled in; a malformed value counts as unset. */
export function shopNotificationsOf(store: Pick<StoreProfile, 'settings'>): ShopNotifications {
  const value = store.settings[SHOP_NOTIFICATIONS_KEY] as Record<string, unknown> | undefined;
  const email = typeof value?.email === 'string' && value.email.trim() !== '' ? value.email : null;
  const threshold = value?.low_stock_threshold;
  return {
    email,
    lowStockThreshold:
      Number.isSafeInteger(threshold) && (threshold as number) >= 0
        ? (threshold as number)
        : DEFAULT_LOW_STOCK_THRESHOLD,
  };
}

/** Where the shop's mail goes: the setting, else the store's own address; null when neither is set. */
export function shopMailAddressOf(store: Pick<StoreProfile, 'settings' | 'email'>): string | null {
  return shopNotificationsOf(store).email ?? (store.email.trim() || null);
}

/** The one low-stock number: the stock screen's filter, the dashboard's list and the shop's low-stock mail. */
export const lowStockThresholdOf = async (db: DbExecutor) => shopNotificationsOf(await getStore(db)).lowStockThreshold;
