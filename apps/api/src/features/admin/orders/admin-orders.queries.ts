import type { AdminOrderFilters, AdminOrderQuery, OrderState } from '@kordon/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../../db/executor.js';

/**
 * The back office's order list: search, filters and sort on the server. The country is where the
 * order goes (the recipient's, else the customer's), the name the customer's.
 */
const FROM = sql`FROM orders o
  LEFT JOIN LATERAL (SELECT a.firstname, a.lastname, a.country_code FROM order_addresses a
    WHERE a.order_id = o.id AND a.role = 'customer' ORDER BY a.id LIMIT 1) c ON true
  LEFT JOIN LATERAL (SELECT a.country_code FROM order_addresses a
    WHERE a.order_id = o.id AND a.role = 'recipient' ORDER BY a.id LIMIT 1) r ON true`;

/** `%text%` for LIKE, its own % and _ taken literally. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function whereOf(filters: AdminOrderFilters): SQL {
  const conditions: SQL[] = [sql`true`];
  if (filters.q) {
    const like = contains(filters.q.toLowerCase());
    conditions.push(sql`(lower(o.number) LIKE ${like} OR lower(o.email) LIKE ${like} OR EXISTS (
      SELECT 1 FROM order_addresses n WHERE n.order_id = o.id
        AND lower(n.firstname || ' ' || n.lastname) LIKE ${like}))`);
  }
  if (filters.state) conditions.push(sql`o.status = ${filters.state}`);
  if (filters.payment) conditions.push(sql`o.payment_code = ${filters.payment}`);
  if (filters.shipping) conditions.push(sql`o.shipping_code = ${filters.shipping}`);
  if (filters.country) conditions.push(sql`coalesce(r.country_code, c.country_code) = ${filters.country}`);
  // Whole days in UTC: `to` includes its own day.
  if (filters.from) conditions.push(sql`o.created_at >= ${filters.from}::date`);
  if (filters.to) conditions.push(sql`o.created_at < ${filters.to}::date + 1`);
  return sql.join(conditions, sql` AND `);
}

const SORTS = { created_at: sql`o.created_at`, total: sql`o.total` } as const;

export type OrderListRow = {
  id: string;
  number: string;
  createdAt: string;
  status: OrderState;
  email: string;
  total: number;
  currency: string;
  shippingName: string;
  paymentName: string;
  paid: boolean;
  firstname: string | null;
  lastname: string | null;
  country: string | null;
};

export async function selectOrderPage(db: DbExecutor, query: AdminOrderQuery) {
  const direction = query.order === 'asc' ? sql`ASC` : sql`DESC`;
  // Numbers are KR-1001 …: ordered by their digits, not as text.
  const sortBy =
    query.sort === 'number'
      ? sql`length(o.number) ${direction}, o.number ${direction}`
      : sql`${query.sort === 'total' ? SORTS.total : SORTS.created_at} ${direction}`;
  const rows = await db.execute<OrderListRow>(sql`
    SELECT o.id, o.number, to_json(o.created_at)#>>'{}' AS "createdAt", o.status, o.email, o.total, o.currency,
      o.shipping_name AS "shippingName", o.payment_name AS "paymentName", o.paid_at IS NOT NULL AS paid,
      c.firstname, c.lastname, coalesce(r.country_code, c.country_code) AS country
    ${FROM}
    WHERE ${whereOf(query)}
    ORDER BY ${sortBy}, o.id ${direction}
    LIMIT ${query.per_page} OFFSET ${(query.page - 1) * query.per_page}`);
  const [counted] = (
    await db.execute<{ total: number }>(sql`SELECT count(*)::int AS total ${FROM} WHERE ${whereOf(query)}`)
  ).rows;
  return { rows: rows.rows, total: counted?.total ?? 0 };
}

/** Per order currency: how many, their exact sum, and the sum in the base currency's minor units per rate. */
export async function selectOrderSums(db: DbExecutor, filters: AdminOrderFilters) {
  const result = await db.execute<{ currency: string; count: number; amount: string; base: string }>(sql`
    SELECT o.currency, count(*)::int AS count, sum(o.total)::text AS amount,
      sum(o.total / o.exchange_rate)::text AS base
    ${FROM}
    WHERE ${whereOf(filters)}
    GROUP BY o.currency ORDER BY o.currency`);
  return result.rows.map((row) => ({ ...row, amount: Number(row.amount), base: Number(row.base) }));
}

/** What the list's filters offer: every payment and shipping method, and the countries orders went to. */
export async function selectOrderChoices(db: DbExecutor) {
  const payment = await db.execute<{ code: string; name: string }>(
    sql`SELECT code, name->>'en' AS name FROM payment_methods ORDER BY position, code`,
  );
  const shipping = await db.execute<{ code: string; name: string }>(
    sql`SELECT code, name->>'en' AS name FROM shipping_methods ORDER BY position, code`,
  );
  const countries = await db.execute<{ code: string; name: string }>(sql`
    SELECT c.code, c.name->>'en' AS name FROM countries c
    WHERE EXISTS (SELECT 1 FROM order_addresses a WHERE a.country_code = c.code)
    ORDER BY name`);
  return { payment: payment.rows, shipping: shipping.rows, countries: countries.rows };
}
