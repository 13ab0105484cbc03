import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { currencies } from '../../db/schema/index.js';

export function selectCurrencies(db: Db) {
  return db.select().from(currencies).orderBy(asc(currencies.position), asc(currencies.code));
}
