import type { AdminOrderFilters, AdminOrderQuery, AdminOrderRow, AdminOrderTotals, OrderState } from '@kordon/contract';
import type { DbExecutor } from '../../../db/executor.js';
import { listCurrencies } from '../../currency/currency.service.js';
import { getStore } from '../../store/store.service.js';
import { selectOrderChoices, selectOrderPage, selectOrderSums } from './admin-orders.queries.js';

export { getAdminOrder } from './admin-order-view.js';

export async function listAdminOrders(db: DbExecutor, query: AdminOrderQuery) {
  const { rows, total } = await selectOrderPage(db, query);
  const data: AdminOrderRow[] = rows.map((row) => ({
    id: row.id,
    number: row.number,
    created_at: new Date(row.createdAt).toISOString(),
    state: row.status as OrderState,
    customer: { name: `${row.firstname ?? ''} ${row.lastname ?? ''}`.trim(), email: row.email },
    country: row.country,
    shipping: row.shippingName,
    payment: row.paymentName,
    paid: row.paid,
    total: { amount: row.total, currency: row.currency },
  }));
  return { data, total };
}

/**
 * The filtered set's count and sum. Orders in the store currency add up exactly; others are converted
 * at the rate they were placed at (to the base currency) and the store currency's rate now.
 */
export async function orderTotals(db: DbExecutor, filters: AdminOrderFilters): Promise<AdminOrderTotals> {
  const sums = await selectOrderSums(db, filters);
  const store = await getStore(db);
  const currencies = await listCurrencies(db);
  const storeCurrency = currencies.find((c) => c.code === store.defaultCurrency);
  const unitsOf = (code: string) => 10 ** (currencies.find((c) => c.code === code)?.minorUnits ?? 2);
  let sum = 0;
  for (const group of sums) {
    if (group.currency === store.defaultCurrency || !storeCurrency) {
      sum += group.amount;
      continue;
    }
    // base: Σ total / rate, in the order currency's minor units per base unit.
    const baseMajor = group.base / unitsOf(group.currency);
    sum += Math.round(baseMajor * Number(storeCurrency.rate) * unitsOf(store.defaultCurrency));
  }
  return {
    count: sums.reduce((n, group) => n + group.count, 0),
    sum: { amount: sum, currency: store.defaultCurrency },
    by_currency: sums.map(({ currency, count, amount }) => ({ currency, count, amount })),
  };
}

export const orderChoices = (db: DbExecutor) => selectOrderChoices(db);
