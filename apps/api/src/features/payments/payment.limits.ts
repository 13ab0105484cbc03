/**
 * The numbers of POST /checkout/pay; docs/security.md lists them. Each call could mail the bank
 * instructions to the address typed at checkout or open a provider session, so: per order and per
 * session within a window (per node, in memory), an open page answered again, not re-created, and
 * the instructions sent again at most once per interval.
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
