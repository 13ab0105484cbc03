import { DASHBOARD_DEFAULT_DAYS, type Dashboard, type DashboardQuery } from '@kordon/contract';
import type { AppDeps } from '../../../deps.js';
import { listCurrencies } from '../../currency/currency.service.js';
import { listExpiringOrders } from '../../orders/expiring-orders.service.js';
import { listReviewsWaiting } from '../../reviews/reviews-waiting.service.js';
import { listLowStock } from '../../stock-alerts/low-stock.service.js';
import { getStore } from '../../store/store.service.js';
import { type DayRange, selectPaidByDay, selectTopProducts } from './dashboard.queries.js';

type Deps = Pick<AppDeps, 'db'>;

const LIST_LENGTH = 10;
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/** The range asked for; without an end, today (UTC); without a start, 30 days up to the end. */
export function rangeOf(query: DashboardQuery, today = new Date()): DayRange {
  const to = query.to ?? (query.from && query.from > dayOf(today) ? query.from : dayOf(today));
  const from = query.from ?? dayOf(new Date(Date.parse(to) - (DASHBOARD_DEFAULT_DAYS - 1) * 86_400_000));
  return { from, to };
}

/** The dashboard: one read, every figure in minor units of the store's currency (docs/admin.md, "Dashboard"). */
export async function getDashboard(deps: Deps, query: DashboardQuery): Promise<Dashboard> {
  const { db } = deps;
  const range = rangeOf(query);
  const store = await getStore(db);
  const currencies = await listCurrencies(db);
  const currency = currencies.find((row) => row.code === store.defaultCurrency) ?? currencies.find((c) => c.isDefault);
  const money = currency
    ? { code: currency.code, rate: currency.rate, minorUnits: currency.minorUnits }
    : { code: store.defaultCurrency, rate: '1', minorUnits: 2 };
  const days = await selectPaidByDay(db, range, money);
  const top = await selectTopProducts(db, range, money, store.defaultLanguage, LIST_LENGTH);
  const orders = days.reduce((sum, day) => sum + day.orders, 0);
  const revenue = days.reduce((sum, day) => sum + Number(day.revenue), 0);
  const reviews = await listReviewsWaiting(db, store.defaultLanguage, LIST_LENGTH);
  return {
    ...range,
    currency: { code: money.code, symbol: currency?.symbol ?? money.code, minor_units: money.minorUnits },
    days: days.map((day) => ({ date: day.date, orders: day.orders, revenue: Number(day.revenue) })),
    totals: { orders, revenue, average_order: orders === 0 ? 0 : Math.round(revenue / orders) },
    top_products: top.map((row) => ({
      product_id: row.productId,
      name: row.name,
      units: row.units,
      revenue: Number(row.revenue),
    })),
    low_stock: await listLowStock(db, LIST_LENGTH),
    expiring_orders: await listExpiringOrders(db, LIST_LENGTH),
    reviews_waiting: {
      total: reviews.total,
      items: reviews.rows.map((row) => ({
        id: row.id,
        product_id: row.productId,
        product_name: row.productName,
        author: row.author,
        rating: row.rating,
        created_at: row.createdAt.toISOString(),
      })),
    },
  };
}
