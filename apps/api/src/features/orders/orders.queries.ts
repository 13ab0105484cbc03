import type { OrderState } from '@kordon/contract';
import { and, asc, count, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/executor.js';
import {
  countries,
  countryZones,
  kits,
  kitVariations,
  orderAddresses,
  orderLines,
  orderStatusHistory,
  orders,
  orderTotals,
  paymentMethods,
  products,
  shippingMethods,
} from '../../db/schema/index.js';
import { mediaUrl } from '../../platform/media-url.js';

const listColumns = {
  id: orders.id,
  number: orders.number,
  createdAt: orders.createdAt,
  status: orders.status,
  total: orders.total,
  currency: orders.currency,
  trackNumber: orders.trackNumber,
};

export async function selectCustomerOrders(
  executor: DbExecutor,
  customerId: string,
  page: { states?: readonly OrderState[]; limit: number; offset: number },
) {
  const where = page.states
    ? and(eq(orders.customerId, customerId), inArray(orders.status, [...page.states]))
    : eq(orders.customerId, customerId);
  const rows = await executor
    .select(listColumns)
    .from(orders)
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(page.limit)
    .offset(page.offset);
  const [counted] = await executor.select({ total: count() }).from(orders).where(where);
  return { rows, total: Number(counted?.total ?? 0) };
}

/** Units in each order, for the list rows. */
export async function selectItemCounts(executor: DbExecutor, orderIds: string[]) {
  if (orderIds.length === 0) return new Map<string, number>();
  const rows = await executor
    .select({ orderId: orderLines.orderId, quantity: orderLines.quantity })
    .from(orderLines)
    .where(inArray(orderLines.orderId, orderIds));
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(row.orderId, (counts.get(row.orderId) ?? 0) + row.quantity);
  return counts;
}

/** Everything the order detail and the order e-mails show. */
export async function selectOrderFull(executor: DbExecutor, orderId: string) {
  const [order] = await executor.select().from(orders).where(eq(orders.id, orderId));
  if (!order) return null;
  // One after another: inside a transaction the queries share one connection anyway.
  const lines = await executor
    .select({
      ...getTableColumns(orderLines),
      // The page the line links to while its product or kit is still sold; null once it is not.
      pageSlug: sql<string | null>`CASE WHEN ${products.isActive} THEN ${products.slug}
        WHEN ${kits.isActive} THEN ${kits.slug} END`,
    })
    .from(orderLines)
    .leftJoin(products, eq(products.id, orderLines.productId))
    .leftJoin(kitVariations, eq(kitVariations.id, orderLines.kitVariationId))
    .leftJoin(kits, eq(kits.id, kitVariations.kitId))
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.id));
  const totals = await executor
    .select()
    .from(orderTotals)
    .where(eq(orderTotals.orderId, orderId))
    .orderBy(asc(orderTotals.position));
  const addresses = await executor
    .select({ address: orderAddresses, countryName: countries.name, zoneName: countryZones.name })
    .from(orderAddresses)
    .leftJoin(countries, eq(countries.code, orderAddresses.countryCode))
    .leftJoin(
      countryZones,
      and(eq(countryZones.countryCode, orderAddresses.countryCode), eq(countryZones.code, orderAddresses.zone)),
    )
    .where(eq(orderAddresses.orderId, orderId));
  const history = await executor
    .select()
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, orderId))
    .orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id));
  const [shipping] = await executor
    .select({ image: shippingMethods.image })
    .from(shippingMethods)
    .where(eq(shippingMethods.code, order.shippingCode));
  const [payment] = await executor
    .select({ image: paymentMethods.image })
    .from(paymentMethods)
    .where(eq(paymentMethods.code, order.paymentCode));
  return {
    order,
    lines,
    totals,
    addresses,
    history,
    shippingImage: mediaUrl(shipping?.image),
    paymentImage: mediaUrl(payment?.image),
  };
}
export type OrderFull = NonNullable<Awaited<ReturnType<typeof selectOrderFull>>>;
