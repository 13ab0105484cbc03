import { integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { variations } from './catalog.js';

/**
 * Variations the shop was told are low (migration 0019): a row while the stock is at or below the
 * threshold, deleted when it is above again, so each crossing mails once (features/stock-alerts).
 */
export const lowStockAlerts = pgTable('low_stock_alerts', {
  variationId: integer('variation_id')
    .primaryKey()
    .references(() => variations.id, { onDelete: 'cascade' }),
  notedAt: timestamp('noted_at', { withTimezone: true }).notNull().defaultNow(),
});
