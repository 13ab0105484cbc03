import type { OrderDetail, OrderState, OrderSummary } from '@kordon/contract';
import { intlLocale, type Locale } from '../../lib/locale';

/** Colour family of a state badge: waiting for the shopper, in the shop's hands, on its way, finished. */
export type BadgeTone = 'waiting' | 'progress' | 'shipped' | 'done' | 'stopped';

const tones: Record<OrderState, BadgeTone> = {
  pending_payment: 'waiting',
  created: 'progress',
  assembly: 'progress',
  assembled: 'progress',
  shipped: 'shipped',
  delivered: 'done',
  cancelled: 'stopped',
};

/** spec-coverage 4.9: the badge of a state; an unknown state (a newer API) reads as in progress. */
export const badgeToneOf = (state: OrderState): BadgeTone => tones[state] ?? 'progress';

/** The way an order goes once paid (spec-coverage 4.9); delivered and cancelled end it. */
export const ORDER_FLOW: readonly OrderState[] = ['created', 'assembly', 'assembled', 'shipped'];

export type TimelineStep = { state: OrderState; date: string | null; phase: 'done' | 'current' | 'next' };

/**
 * The detail's timeline: every recorded change with its date (the last one is where the order
 * stands), then the steps of the flow still ahead. A finished or cancelled order has none ahead.
 */
export function timelineOf(order: Pick<OrderDetail, 'state' | 'history'>): TimelineStep[] {
  const passed: TimelineStep[] = order.history.map((entry) => ({
    state: entry.state,
    date: entry.date,
    phase: 'done',
  }));
  const last = passed.at(-1);
  if (last?.state === order.state) last.phase = 'current';
  else passed.push({ state: order.state, date: null, phase: 'current' });
  const ahead =
    order.state === 'pending_payment'
      ? ORDER_FLOW
      : ORDER_FLOW.includes(order.state)
        ? ORDER_FLOW.slice(ORDER_FLOW.indexOf(order.state) + 1)
        : [];
  return [...passed, ...ahead.map((state): TimelineStep => ({ state, date: null, phase: 'next' }))];
}

/** What the success page says of the payment. */
export type PaymentNote = 'paid' | 'transfer' | 'pending' | 'unconfirmed';

export const BANK_TRANSFER = 'bank_transfer';

/** spec-coverage 2.2.5: the page never claims a payment the provider has not confirmed. */
export function paymentNoteOf(order: Pick<OrderSummary, 'paid' | 'paymentMethod'>, stillWaiting: boolean): PaymentNote {
  if (order.paid) return 'paid';
  if (order.paymentMethod === BANK_TRANSFER) return 'transfer';
  return stillWaiting ? 'pending' : 'unconfirmed';
}

/** Worth asking again: a card or PayPal payment whose confirmation may still arrive. */
export const awaitsConfirmation = (order: Pick<OrderSummary, 'paid' | 'paymentMethod' | 'status'>) =>
  !order.paid && order.paymentMethod !== BANK_TRANSFER && order.status === 'pending_payment';

/** The success page asks every 2 s for 20 s, then says the confirmation will come by e-mail. */
export const POLL = { everyMs: 2000, times: 10 } as const;

export const pageCountOf = (total: number, perPage: number) => Math.max(1, Math.ceil(total / perPage));

/**
 * When a state changed: date and time in the reader's own time zone. The profile renders in the
 * browser only, so server and browser never disagree about it.
 */
export const formatDateTime = (iso: string, locale: Locale, timeZone?: string) =>
  new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(
    new Date(iso),
  );

/**
 * The tracking message around its number, so the number can stand out: [before, number, after].
 * A message that does not name the number keeps it apart: [message, number, ''].
 */
export function splitTrackMessage(message: string | null, number: string): [string, string, string] {
  const at = message ? message.indexOf(number) : -1;
  if (!message || at < 0) return [message ?? '', number, ''];
  return [message.slice(0, at), number, message.slice(at + number.length)];
}
