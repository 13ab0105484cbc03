import { asc } from 'drizzle-orm';
import type { DbExecutor } from '../../db/executor.js';
import { currencies } from '../../db/schema/index.js';

export function selectCurrencies(db: DbExecutor) {
  return db.select().from(currencies).orderBy(asc(currencies.position), asc(currencies.code));
}
