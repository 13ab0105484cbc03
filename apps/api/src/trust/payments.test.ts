import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCartCatalogue } from '../features/cart/cart.testing.js';
import { createTestApp } from '../testing/test-app.js';
import { paypalChannel } from './money-channel-paypal.js';
import { STRIPE_WEBHOOK_SECRET, stripeChannel, testCardChannel } from './money-channel-webhooks.js';
import { expectPaidOnce, expectUnpaid, paidTrace } from './money-order-watch.js';
import { type Channel, cancelOrder, type Opened, payAgain, type Shop } from './money-payment-channels.js';
import { fakePayPal, fakeStripe } from './money-provider-fakes.js';
import { reportFigure } from './stress-size.js';

// Trust suite, payments (issue 12, 3b): whatever arrives in whatever order, an order is paid exactly once,
// and only by a verified confirmation of its exact amount and currency.

const paypal = fakePayPal();
const stripe = fakeStripe();
let cardsAndPayPal: Shop;
let stripeShop: Shop;

beforeAll(async () => {
  const [paypalBase, stripeBase] = await Promise.all([paypal.start(), stripe.start()]);
  const [t, s] = await Promise.all([
    createTestApp({
      demo: true,
      env: { PAYPAL_CLIENT_ID: 'trust', PAYPAL_CLIENT_SECRET: 'trust', PAYPAL_API_BASE: paypalBase },
    }),
    createTestApp({
      demo: true,
      env: { STRIPE_SECRET_KEY: 'sk_test_trust', STRIPE_WEBHOOK_SECRET, STRIPE_API_BASE: stripeBase },
    }),
  ]);
  cardsAndPayPal = { t, c: await insertCartCatalogue(t) };
  stripeShop = { t: s, c: await insertCartCatalogue(s) };
});
afterAll(async () => {
  await Promise.all([cardsAndPayPal?.t.close(), stripeShop?.t.close()]);
  await Promise.all([paypal.stop(), stripe.stop()]);
});

const channels: Channel[] = [
  testCardChannel(() => cardsAndPayPal),
  stripeChannel(() => stripeShop),
  paypalChannel(() => cardsAndPayPal, paypal),
];

type Outcome = 'paid' | 'unpaid' | 'cancelled';
type Row = {
  kind: string;
  fault: string;
  channel: Channel;
  act: (o: Opened) => Promise<string[]>;
  answers: string[];
  outcome: Outcome;
};

/** Faults every channel must survive, in its own words. */
const faultsOf = (ch: Channel): Omit<Row, 'kind' | 'channel'>[] => {
  const { ok, declined, mismatch } = ch.answers;
  return [
    {
      fault: 'the same success delivered twice',
      act: async (o) => [await ch.succeed(o), await ch.succeed(o)],
      answers: [ok, ok],
      outcome: 'paid',
    },
    {
      fault: 'a decline after the success',
      act: async (o) => [await ch.succeed(o), await ch.decline(o)],
      answers: [ok, declined],
      outcome: 'paid',
    },
    {
      fault: 'a decline overtaking the success (a verified success wins)',
      act: async (o) => [await ch.decline(o), await ch.succeed(o)],
      answers: [declined, ok],
      outcome: 'paid',
    },
    {
      fault: 'the superseded payment succeeding after "Pay again"',
      act: async (o) => {
        await payAgain(o);
        return [await ch.succeed(o)];
      },
      answers: [ok],
      outcome: 'paid',
    },
    {
      fault: 'both the new and the superseded payment succeeding',
      act: async (o) => {
        const next = await payAgain(o);
        return [await ch.succeed(o, { payment: next }), await ch.succeed(o)];
      },
      answers: [ok, ok],
      outcome: 'paid',
    },
    {
      fault: 'one minor unit short',
      act: async (o) => [await ch.succeed(o, { mismatch: 'amount' })],
      answers: [mismatch],
      outcome: 'unpaid',
    },
    {
      fault: 'the same number in another currency',
      act: async (o) => [await ch.succeed(o, { mismatch: 'currency' })],
      answers: [mismatch],
      outcome: 'unpaid',
    },
    {
      fault: 'a success after the order was cancelled',
      act: async (o) => {
        await cancelOrder(o);
        return [await ch.succeed(o)];
      },
      answers: [ok],
      outcome: 'cancelled',
    },
    ...Object.entries(ch.forgeries).map(([fault, forgery]) => ({
      fault,
      act: async (o: Opened) => [await forgery.send(o)],
      answers: [forgery.refused],
      outcome: 'unpaid' as const,
    })),
  ];
};

const matrix: Row[] = channels.flatMap((channel) =>
  faultsOf(channel).map((row) => ({ ...row, kind: channel.kind, channel })),
);

describe('payment confirmations: every kind × every fault', () => {
  afterAll(() => reportFigure('payments', 'confirmation kinds × faults, each paid once or not at all', matrix.length));
  for (const { kind, fault, channel, act, answers, outcome } of matrix) {
    it(`${kind}: ${fault}`, async () => {
      const o = await channel.open();
      expect(await act(o)).toEqual(answers);
      const trace = await paidTrace(o.t, o.order.id);
      if (outcome === 'paid') return expectPaidOnce(trace, o.order);
      if (outcome === 'cancelled') return expectUnpaid(trace, 'cancelled');
      expectUnpaid(trace);
      // What was refused used nothing up: the genuine confirmation still pays, once.
      expect(await channel.succeed(o)).toBe(channel.answers.ok);
      expectPaidOnce(await paidTrace(o.t, o.order.id), o.order);
    });
  }
});

const AT_ONCE = 10;

describe(`the same valid confirmation delivered ${AT_ONCE} times at once`, () => {
  afterAll(() => reportFigure('payments', 'parallel deliveries of one confirmation, per kind', AT_ONCE));
  for (const channel of channels) {
    it(`${channel.kind}: pays the order once and answers every delivery alike`, async () => {
      const o = await channel.open();
      const answers = await Promise.all(Array.from({ length: AT_ONCE }, () => channel.succeed(o)));
      expect(answers).toEqual(Array(AT_ONCE).fill(channel.answers.ok));
      expectPaidOnce(await paidTrace(o.t, o.order.id), o.order);
    });
  }
});
