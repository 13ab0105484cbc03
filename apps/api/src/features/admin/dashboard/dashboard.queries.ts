import type { LanguageCode } from '@kordon/contract';
import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../../db/executor.js';

/** The store currency's code, rate from USD (numeric text) and minor units: what amounts are turned into. */
export type StoreMoney = { code: string; rate: string; minorUnits: number };
export type DayRange = { from: string; to: string };

/**
 * What counts: orders paid (`paid_at` set by the verified confirmation) in the range, by the UTC day of
 * payment, less those cancelled since (refunded). An order in the store's currency counts its total as
 * is; one in another currency through USD at its own order-time rate and today's store rate, rounded once.
 */
const paidIn = (range: DayRange) => sql`o.paid_at IS NOT NULL AND o.status <> 'cancelled'
  AND o.paid_at >= (${range.from}::date)::timestamp AT TIME ZONE 'UTC'
  AND o.paid_at < (${range.to}::date + 1)::timestamp AT TIME ZONE 'UTC'`;

const inStoreMoney = (amount: ReturnType<typeof sql>, money: StoreMoney) => sql`CASE WHEN o.currency = ${money.code}
  THEN ${amount}::numeric
  ELSE round(${amount}::numeric / power(10, coalesce(c.minor_units, 2)) / o.exchange_rate
    * ${money.rate}::numeric * power(10, ${money.minorUnits}::int)) END`;

export async function selectPaidByDay(db: DbExecutor, range: DayRange, money: StoreMoney) {
  const result = await db.execute<{ date: string; orders: number; revenue: number }>(sql`
    WITH paid AS (
      SELECT o.id, (o.paid_at AT TIME ZONE 'UTC')::date AS day, ${inStoreMoney(sql`o.total`, money)} AS amount
      FROM orders o LEFT JOIN currencies c ON c.code = o.currency
      WHERE ${paidIn(range)}
    )
    SELECT to_char(d, 'YYYY-MM-DD') AS date, count(paid.id)::int AS orders,
      coalesce(sum(paid.amount), 0)::float8 AS revenue
    FROM generate_series(${range.from}::date, ${range.to}::date, interval '1 day') AS d
    LEFT JOIN paid ON paid.day = d::date
    GROUP BY d ORDER BY d`);
  return result.rows;
}

export async function selectTopProducts(
  db: DbExecutor,
  range: DayRange,
  money: StoreMoney,
  lang: LanguageCode,
  limit: number,
) {
  const result = await db.execute<{ productId: number; name: string; units: number; revenue: number }>(sql`
    SELECT l.product_id AS "productId", coalesce(min(p.name ->> ${lang}), min(l.name)) AS name,
      sum(l.quantity)::int AS units, sum(${inStoreMoney(sql`l.total`, money)})::float8 AS revenue
    FROM orders o
    JOIN order_lines l ON l.order_id = o.id
    LEFT JOIN products p ON p.id = l.product_id
    LEFT JOIN currencies c ON c.code = o.currency
    WHERE ${paidIn(range)} AND l.product_id IS NOT NULL
    GROUP BY l.product_id ORDER BY units DESC, revenue DESC, l.product_id LIMIT ${limit}`);
  return result.rows;
}
