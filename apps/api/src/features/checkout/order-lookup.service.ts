import type { LanguageCode, OrderState, OrderSummary } from '@kordon/contract';
import { and, eq, or } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { orders } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import type { AuthSession } from '../../http/route.js';
import { orderMoneyFormatter } from '../orders/orders.service.js';

/** GET /searchOrder: only the session that placed the order, or its customer, sees it; anyone else 404. */
export async function findOwnOrder(db: Db, session: AuthSession, number: string, lang: LanguageCode) {
  const owner = session.customerId
    ? or(eq(orders.sessionId, session.sessionId), eq(orders.customerId, session.customerId))
    : eq(orders.sessionId, session.sessionId);
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.number, number), eq(orders.storeId, session.storeId), owner));
  if (!order) throw AppError.notFound('Order');
  const money = await orderMoneyFormatter(db, order.currency, lang);
  const summary: OrderSummary = {
    id: order.id,
    number: order.number,
    status: order.status as OrderState,
    paid: order.paidAt !== null,
    paymentMethod: order.paymentCode,
    paymentName: order.paymentName,
    total: money(order.total),
    email: order.email,
    canPay: order.paidAt === null && order.status === 'pending_payment',
  };
  return summary;
}
