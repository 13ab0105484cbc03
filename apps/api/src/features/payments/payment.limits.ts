/**
 * POST /checkout/pay's numbers (docs/security.md): each call could mail bank instructions or open a
 * provider session, so calls are limited per order and per session, per node.
 */
export const paymentLimits = {
  windowSeconds: 10 * 60,
  /** Pay-again calls for one order, counted once the caller is known to own it. */
  paysPerOrder: 10,
  /** Pay-again calls of one session, for any orders. */
  paysPerSession: 30,
  /** A card page (test gateway, Stripe, PayPal) younger than this is answered again. */
  openPageReuseMinutes: 60,
  /** Bank instructions are mailed again only when the last were sent this long ago. */
  bankInstructionsResendMinutes: 15,
} as const;
