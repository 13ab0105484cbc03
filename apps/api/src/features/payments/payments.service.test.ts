import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderStatusHistory } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { confirmPayment, failPayment, startPayment } from './payments.service.js';
import { defaultStoreId, insertOrder, orderOf, paymentsOf } from './payments.testing.js';

let t: TestApp;
let storeId: number;
let deps: Pick<TestApp, 'db' | 'config'>;
beforeAll(async () => {
  t = await createTestApp({ demo: true });
  storeId = await defaultStoreId(t);
  deps = { db: t.db, config: t.config };
});
afterAll(() => t.close());

/** An order with one pending test-card payment. */
async function pendingPayment(options: Parameters<typeof insertOrder>[2] = {}) {
  const order = await insertOrder(t, storeId, options);
  await startPayment(deps, order.id);
  const [payment] = await paymentsOf(t, order.id);
  return { order, paymentId: payment!.id };
}

const historyOf = (orderId: string) =>
  t.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, orderId));

describe('startPayment', () => {
  it('opens a pending payment of exactly the order total, then the hosted page', async () => {
    const order = await insertOrder(t, storeId, { total: 777, currency: 'EUR' });
    const start = await startPayment(deps, order.id);
    const [payment] = await paymentsOf(t, order.id);
    expect(payment).toMatchObject({ status: 'pending', amount: 777, currency: 'EUR', provider: 'test_card' });
    expect(start).toEqual({ action: 'redirect', url: `${t.config.siteUrl}/pay/test-card/${payment!.id}` });
    expect(payment?.redirectUrl).toBe(start.url);
  });

  it('refuses (409) a paid or a cancelled order', async () => {
    for (const options of [{ paid: true, status: 'created' as const }, { status: 'cancelled' as const }]) {
      const order = await insertOrder(t, storeId, options);
      await expect(startPayment(deps, order.id)).rejects.toMatchObject({ code: 'conflict' });
      expect(await paymentsOf(t, order.id)).toEqual([]);
    }
  });
});

describe('confirmPayment', () => {
  it('marks the payment succeeded and the order paid, once; a replay answers the same', async () => {
    const { order, paymentId } = await pendingPayment();
    const confirmation = { provider: 'test_card' as const, paymentId, amount: 4990, currency: 'USD' };
    const first = await confirmPayment(deps, confirmation);
    expect(first).toEqual({ paymentId, orderId: order.id, orderNumber: order.number, status: 'succeeded' });
    const [afterFirst] = await paymentsOf(t, order.id);
    const replay = await confirmPayment(deps, confirmation);
    expect(replay).toEqual(first);
    const [afterReplay] = await paymentsOf(t, order.id);
    expect(afterReplay?.confirmedAt).toEqual(afterFirst?.confirmedAt);
    expect(await orderOf(t, order.id)).toMatchObject({ status: 'created' });
    expect((await historyOf(order.id)).map((row) => row.toStatus)).toEqual(['created']);
  });

  it('marks nothing on a tampered amount or currency, keeps the reason and answers 409', async () => {
    for (const tampered of [
      { amount: 1, currency: 'USD' },
      { amount: 4990, currency: 'EUR' },
    ]) {
      const { order, paymentId } = await pendingPayment();
      await expect(confirmPayment(deps, { provider: 'test_card', paymentId, ...tampered })).rejects.toMatchObject({
        code: 'conflict',
      });
      const [payment] = await paymentsOf(t, order.id);
      expect(payment).toMatchObject({ status: 'pending', confirmedAt: null });
      expect(payment?.failureReason).toContain('does not match 4990 USD');
      expect((await orderOf(t, order.id)).paidAt).toBeNull();
    }
  });

  it("refuses another provider's confirmation of the payment (404)", async () => {
    const { order, paymentId } = await pendingPayment();
    await expect(
      confirmPayment(deps, { provider: 'stripe', paymentId, amount: 4990, currency: 'USD' }),
    ).rejects.toMatchObject({ code: 'not_found' });
    expect((await orderOf(t, order.id)).paidAt).toBeNull();
  });

  it('accepts a late success of a superseded payment but pays the order once, noting the refund', async () => {
    const { order, paymentId: first } = await pendingPayment();
    await startPayment(deps, order.id);
    const second = (await paymentsOf(t, order.id))[1]!.id;
    await confirmPayment(deps, { provider: 'test_card', paymentId: second, amount: 4990, currency: 'USD' });
    await confirmPayment(deps, { provider: 'test_card', paymentId: first, amount: 4990, currency: 'USD' });
    const [late, paid] = await paymentsOf(t, order.id);
    expect(late).toMatchObject({ id: first, status: 'succeeded' });
    expect(late?.failureReason).toContain('refund');
    expect(paid).toMatchObject({ id: second, status: 'succeeded', failureReason: null });
    expect(await historyOf(order.id)).toHaveLength(1);
  });
});

describe('failPayment', () => {
  it('fails a pending payment with its reason and leaves the order awaiting payment', async () => {
    const { order, paymentId } = await pendingPayment();
    const outcome = await failPayment(deps, { provider: 'test_card', paymentId, reason: 'card_declined' });
    expect(outcome.status).toBe('failed');
    expect((await paymentsOf(t, order.id))[0]).toMatchObject({ status: 'failed', failureReason: 'card_declined' });
    expect(await orderOf(t, order.id)).toMatchObject({ status: 'pending_payment', paidAt: null });
  });

  it('never undoes a success', async () => {
    const { order, paymentId } = await pendingPayment();
    await confirmPayment(deps, { provider: 'test_card', paymentId, amount: 4990, currency: 'USD' });
    const outcome = await failPayment(deps, { provider: 'test_card', paymentId, reason: 'late decline' });
    expect(outcome.status).toBe('succeeded');
    expect((await paymentsOf(t, order.id))[0]?.status).toBe('succeeded');
  });
});
