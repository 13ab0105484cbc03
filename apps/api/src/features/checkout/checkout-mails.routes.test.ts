import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, stores, variations } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { type CartCatalogue, insertCartCatalogue, visitor } from '../cart/cart.testing.js';
import { create, newKey, orderBody } from './checkout.testing.js';

let t: TestApp;
let c: CartCatalogue;
let shopEmail: string;
beforeAll(async () => {
  t = await createTestApp({ demo: true });
  c = await insertCartCatalogue(t);
  const [store] = await t.db.select({ email: stores.email }).from(stores).where(eq(stores.code, 'default'));
  shopEmail = store!.email;
});
afterAll(() => t.close());

type MailPayload = { to: string; subject: string; text: string; html: string };
const mailsTo = async (to: string, number: string) =>
  (
    await t.db
      .select({ payload: outbox.payload })
      .from(outbox)
      .where(and(sql`${outbox.payload}->>'to' = ${to}`, sql`${outbox.payload}->>'subject' LIKE ${`%${number}%`}`))
  ).map((row) => row.payload as MailPayload);

describe('POST /checkout/create: the shop is told of every order', () => {
  it("queues one mail to the store's e-mail with the number, the lines and the customer", async () => {
    const [jacket] = await t.db.select().from(variations).where(eq(variations.id, c.v.normal));
    const { token } = await visitor(t);
    const key = newKey();
    const body = orderBody(
      { products: [{ variationId: c.v.normal, quantity: 2 }] },
      { comment: 'Ring the bell twice' },
    );
    const response = await create(t, token, body, key);
    expect(response.statusCode).toBe(201);
    const { number } = response.json().data;
    const mails = await mailsTo(shopEmail, number);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.subject).toBe(`New order ${number}`);
    expect(mail!.text).toContain(`[${jacket!.sku}] × 2 — $39.98`);
    expect(mail!.text).toContain('Colour: Olive, Size: M');
    expect(mail!.text).toContain('Anna Müller, anna.mueller@example.com, +49 30 901820');
    expect(mail!.text).toContain('Premium postal service: 10117, Berlin, Unter den Linden 1, DE');
    expect(mail!.text).toContain('Comment: Ring the bell twice');
    expect(mail!.html).toContain(`New order ${number}`);
    // The customer's confirmation is a mail of its own.
    expect(await mailsTo('anna.mueller@example.com', number)).toHaveLength(1);

    // The same request again (a retry, a second click) answers the same order and mails no one.
    const again = await create(t, token, body, key);
    expect(again.json().data.number).toBe(number);
    expect(await mailsTo(shopEmail, number)).toHaveLength(1);
  });

  it('mails the shop nothing when the order is refused', async () => {
    const { token } = await visitor(t);
    const before = await mailsTo(shopEmail, 'New order');
    const body = orderBody({ products: [{ variationId: c.v.normal, quantity: 1 }] }, { paymentMethod: null });
    expect((await create(t, token, body)).statusCode).toBe(422);
    expect(await mailsTo(shopEmail, 'New order')).toHaveLength(before.length);
  });
});
