import { and, eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../../db/executor.js';
import { storeSettings } from '../../../db/schema/index.js';

export type SettingRow = { value: unknown; version: number };

const keyOf = (storeId: number, key: string) => and(eq(storeSettings.storeId, storeId), eq(storeSettings.key, key));

export async function selectSetting(db: DbExecutor, storeId: number, key: string): Promise<SettingRow | undefined> {
  const [row] = await db
    .select({ value: storeSettings.value, version: storeSettings.version })
    .from(storeSettings)
    .where(keyOf(storeId, key));
  return row;
}

/** The setting locked for a write, made first (with `initial`) when the store has none yet. */
export async function lockSetting(tx: DbExecutor, storeId: number, key: string, initial: unknown): Promise<SettingRow> {
  await tx.insert(storeSettings).values({ storeId, key, value: initial }).onConflictDoNothing();
  const [row] = await tx
    .select({ value: storeSettings.value, version: storeSettings.version })
    .from(storeSettings)
    .where(keyOf(storeId, key))
    .for('update');
  if (!row) throw new Error(`The setting ${key} was not written`);
  return row;
}

export async function updateSettingRow(tx: DbExecutor, storeId: number, key: string, value: unknown) {
  await tx
    .update(storeSettings)
    .set({ value, version: sql`${storeSettings.version} + 1` })
    .where(keyOf(storeId, key));
}
