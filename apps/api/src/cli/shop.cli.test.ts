import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, variations } from '../db/schema/index.js';
import { insertCartCatalogue, visitor } from '../features/cart/cart.testing.js';
import { create, orderBody } from '../features/checkout/checkout.testing.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { runShopCli } from './shop-cli.testing.js';

let t: TestApp;
let number: string;
let pouch: number;
const placeOrder = async (quantity = 1) => {
  const body = orderBody({ products: [{ variationId: pouch, quantity }] });
  return (await create(t, (await visitor(t)).token, body)).json().data as { id: string; number: string };
};
const pouchStock = async () =>
  (await t.db.select({ stock: variations.stock }).from(variations).where(eq(variations.id, pouch)))[0]!.stock;
beforeAll(async () => {
  t = await createTestApp({ demo: true });
  const c = await insertCartCatalogue(t);
  pouch = c.v.pouch;
  await t.db.update(variations).set({ stock: 50 }).where(eq(variations.id, pouch));
  number = (await placeOrder()).number;
});
afterAll(() => t.close());

const shop = (...args: string[]) => runShopCli(t, ...args);

describe('npm run shop -- order:advance', () => {
  it('moves an order one step and says so', async () => {
    const { stdout } = await shop('order:advance', number);
    expect(stdout).toContain(`Order ${number}: pending_payment → created`);
    const [row] = await t.db.select().from(orders).where(eq(orders.number, number));
    expect(row?.status).toBe('created');
  });

  it('refuses a move the state table does not allow, with exit code 1', async () => {
    await expect(shop('order:advance', number, '--to', 'delivered')).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('cannot move from created to delivered'),
    });
  });

  it('cancels an order, says its units are back, and refuses a second cancel', async () => {
    const order = await placeOrder(3);
    const before = await pouchStock();
    const { stdout } = await shop('order:advance', order.number, '--to', 'cancelled');
    expect(stdout).toContain(`Order ${order.number}: pending_payment → cancelled. Its units and coupon use are back.`);
    expect(await pouchStock()).toBe(before + 3);
    await expect(shop('order:advance', order.number, '--to', 'cancelled')).rejects.toMatchObject({ code: 1 });
    expect(await pouchStock()).toBe(before + 3);
  });

  it('orders:expire cancels the unpaid orders past their hold and gives their units back', async () => {
    const order = await placeOrder(2);
    const before = await pouchStock();
    await t.db.update(orders).set({ holdUntil: sql`now() - interval '1 second'` }).where(eq(orders.id, order.id));
    const { stdout } = await shop('orders:expire');
    expect(stdout).toContain('1 unpaid order(s) expired.');
    expect(await pouchStock()).toBe(before + 2);
  });

  it('explains its usage for an unknown command', async () => {
    await expect(shop('order:teleport')).rejects.toMatchObject({ code: 64, stderr: expect.stringContaining('Usage') });
  });
}, 60_000);
