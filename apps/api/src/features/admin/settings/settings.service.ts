import type { ShopSettings, ShopSettingsUpdate } from '@kordon/contract';
import { inTransaction } from '../../../db/executor.js';
import type { AppDeps } from '../../../deps.js';
import type { StaffSession } from '../../../http/route.js';
import { cacheTags } from '../../../platform/cache-tags.js';
import { invalidateOnCommit } from '../../../platform/invalidation.js';
import { assertFreshVersion, changesOf, hasChanges } from '../../../platform/versioned-write.js';
import { SHOP_NOTIFICATIONS_KEY, shopNotificationsOf } from '../../store/shop-notifications.service.js';
import { getStore } from '../../store/store.service.js';
import { auditedChange, recordAudit } from '../audit/audit.service.js';
import { lockSetting, selectSetting, updateSettingRow } from './settings.queries.js';

type Deps = Pick<AppDeps, 'db'>;
type Stored = { email: string | null; low_stock_threshold: number };

const storedOf = (value: unknown): Stored => {
  const read = shopNotificationsOf({ settings: { [SHOP_NOTIFICATIONS_KEY]: value } });
  return { email: read.email, low_stock_threshold: read.lowStockThreshold };
};

const answerOf = (stored: Stored, version: number, storeEmail: string): ShopSettings => ({
  notification_email: stored.email,
  store_email: storeEmail,
  low_stock_threshold: stored.low_stock_threshold,
  version,
});

/** The settings as stored now (read past the store's cache, so an edit starts from the row). */
export async function getShopSettings(deps: Deps): Promise<ShopSettings> {
  const store = await getStore(deps.db);
  const row = await selectSetting(deps.db, store.id, SHOP_NOTIFICATIONS_KEY);
  return answerOf(storedOf(row?.value), row?.version ?? 1, store.email);
}

/** Sets the address and threshold; a stale version is a 409, the same values again a no-op. */
export async function updateShopSettings(deps: Deps, by: StaffSession, input: ShopSettingsUpdate) {
  const store = await getStore(deps.db);
  return inTransaction(deps.db, async (tx) => {
    const row = await lockSetting(tx, store.id, SHOP_NOTIFICATIONS_KEY, storedOf(undefined));
    const current = storedOf(row.value);
    const wanted: Stored = {
      email: input.notification_email?.toLowerCase() ?? null,
      low_stock_threshold: input.low_stock_threshold,
    };
    const changes = changesOf(current, wanted);
    if (!hasChanges(changes)) return answerOf(current, row.version, store.email);
    assertFreshVersion(row.version, input.version, 'setting');
    const next = { ...current, ...changes };
    await updateSettingRow(tx, store.id, SHOP_NOTIFICATIONS_KEY, next);
    const { before, after } = auditedChange(current, changes);
    await recordAudit(tx, {
      staff: by,
      action: 'settings.update',
      objectType: 'settings',
      objectId: SHOP_NOTIFICATIONS_KEY,
      before,
      after,
    });
    // invalidates: the cached store row (getStore), which the mails read; `store` also drops pages, rarely.
    await invalidateOnCommit(tx, [cacheTags.store]);
    return answerOf(next, row.version + 1, store.email);
  });
}
