import type { AdminOrderDetail, OrderState } from '@kordon/contract';
import type { DbExecutor } from '../../../db/executor.js';
import { AppError } from '../../../http/app-error.js';
import { nextStates, readOrderFull } from '../../orders/orders.service.js';
import { paymentsOfOrder, refundsOf } from '../../payments/payments.service.js';
import { findPickupPoint } from '../../shipping/shipping.service.js';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** One order as the back office shows it; 404 when there is none. */
export async function getAdminOrder(db: DbExecutor, id: string): Promise<AdminOrderDetail> {
  const full = await readOrderFull(db, id);
  if (!full) throw AppError.notFound('Order');
  const { order } = full;
  const money = (amount: number) => ({ amount, currency: order.currency });
  const attempts = await paymentsOfOrder(db, id);
  const refunds = await refundsOf(db, id);
  const point = order.pickupPointId ? await findPickupPoint(db, order.pickupPointId) : null;
  const customer = full.addresses.find((row) => row.address.role === 'customer')?.address;
  const shipTo = full.addresses.find((row) => row.address.role === 'recipient') ?? full.addresses[0];
  const place = shipTo?.address;
  const paid = order.paidAt ? order.total : 0;
  const refunded = refunds.reduce((sum, refund) => sum + refund.amount, 0);
  const state = order.status as OrderState;
  return {
    id: order.id,
    number: order.number,
    state,
    version: order.version,
    next_states: [...nextStates[state]],
    created_at: order.createdAt.toISOString(),
    updated_at: order.updatedAt.toISOString(),
    language: order.language,
    customer: {
      firstname: customer?.firstname ?? '',
      lastname: customer?.lastname ?? '',
      email: order.email,
      phone: customer?.phone ?? null,
      registered: order.customerId !== null,
    },
    address: place
      ? {
          firstname: place.firstname,
          lastname: place.lastname,
          email: place.email,
          phone: place.phone,
          country_code: place.countryCode,
          country_name: shipTo?.countryName?.en ?? null,
          zone: shipTo?.zoneName?.en ?? place.zone,
          city: place.city,
          address: place.address,
          postal_code: place.postalCode,
        }
      : null,
    shipping: { code: order.shippingCode, name: order.shippingName },
    pickup_point: point ? { id: point.id, name: point.name.en, address: point.address, city: point.city } : null,
    track_number: order.trackNumber,
    payment: {
      code: order.paymentCode,
      name: order.paymentName,
      paid_at: iso(order.paidAt),
      attempts: attempts.map((attempt) => ({
        id: attempt.id,
        provider: attempt.provider,
        status: attempt.status,
        amount: { amount: attempt.amount, currency: attempt.currency },
        reference: attempt.externalId,
        failure: attempt.failureReason,
        created_at: attempt.createdAt.toISOString(),
      })),
    },
    refunds: refunds.map((refund) => ({
      id: refund.id,
      amount: { amount: refund.amount, currency: refund.currency },
      provider: refund.provider,
      status: refund.status,
      reference: refund.externalId,
      reason: refund.reason,
      staff_email: refund.staffEmail,
      created_at: refund.createdAt.toISOString(),
    })),
    paid: money(paid),
    refunded: money(refunded),
    refundable: money(Math.max(paid - refunded, 0)),
    lines: full.lines.map((line) => ({
      name: line.name,
      options: line.options.map((o) => `${o.optionName}: ${o.valueName}`).join(', '),
      sku: line.sku,
      quantity: line.quantity,
      unit_price: money(line.unitPrice),
      total: money(line.total),
      is_digital: line.isDigital,
    })),
    totals: full.totals.map((total) => ({ code: total.code, title: total.title, value: money(total.value) })),
    coupon_code: order.couponCode,
    comment: order.comment,
    company: order.company,
    stock_returned: order.stockReturnedAt !== null,
    history: full.history.map((entry) => ({
      from: (entry.fromStatus as OrderState | null) ?? null,
      to: entry.toStatus as OrderState,
      note: entry.note,
      track_number: entry.trackNumber,
      at: entry.createdAt.toISOString(),
    })),
  };
}
