import { asc, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/executor.js';
import { languages, storeSettings, stores } from '../../db/schema/index.js';

/** The store with code 'default', else the oldest one. */
export async function selectDefaultStore(db: DbExecutor) {
  const [preferred] = await db.select().from(stores).where(eq(stores.code, 'default')).limit(1);
  if (preferred) return preferred;
  const [first] = await db.select().from(stores).orderBy(asc(stores.id)).limit(1);
  return first;
}

export function selectStoreSettings(db: DbExecutor, storeId: number) {
  return db
    .select({ key: storeSettings.key, value: storeSettings.value })
    .from(storeSettings)
    .where(eq(storeSettings.storeId, storeId));
}

export function selectLanguages(db: DbExecutor) {
  return db.select().from(languages).orderBy(asc(languages.position), asc(languages.code));
}
