/**
 * Payments (docs/payments.md): other features call these. An order becomes paid only through
 * confirmPayment, with a provider's verified confirmation; never by the shopper's browser.
 */
export { findOrderToPay, payOrder } from './payment-again.js';
export { confirmPayment, failPayment, type PaymentOutcome, type PaymentRef } from './payment-confirm.js';
export { activePaymentMethod, listPaymentMethods } from './payment-methods.js';
export { paymentProviders, providerForMethod } from './payment-provider.js';
export { type RefundRequest, refundOrderPayment } from './payment-refund.js';
export {
  type RefundRow,
  selectPaymentsOfOrder as paymentsOfOrder,
  selectRefundByKey as findRefundByKey,
  selectRefundedAmount as refundedAmountOf,
  selectRefunds as refundsOf,
} from './payment-refunds.queries.js';
export {
  launchPayment,
  openPayment,
  type PaymentDeps,
  paidAlready,
  preparePayment,
  resumePayment,
  startPayment,
} from './payment-start.js';
export { describePayment, type PaymentView } from './payment-view.js';
export type { PayableOrder } from './payments.queries.js';
