import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, restockRequests, stores, variationOptionValues, variations } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { API, startSession, uniqueEmail } from '../auth/auth.testing.js';
import { listMailbox } from '../mail/file-mailbox.js';
import { mailboxDir } from '../mail/mailer.js';
import { notifyRestocked } from './restock.service.js';
import { sweepRestockRequests } from './restock-sweep.js';

let t: TestApp;
let storeId: number;
beforeAll(async () => {
  t = await createTestApp({ demo: true, env: { SITE_URL: 'https://shop.example' } });
  const [store] = await t.db.select({ id: stores.id }).from(stores).limit(1);
  storeId = store!.id;
});
afterAll(() => t.close());

const sweep = () => sweepRestockRequests(t, t.app.outbox);

/** Mail to an address after the outbox has delivered everything queued (the mailbox is shared by the run). */
async function mailTo(email: string) {
  await t.app.outbox.drain();
  return (await listMailbox(mailboxDir(t.config))).filter((m) => m.to === email.toLowerCase());
}

let taken = 0;
/** A different active variation with option values on every call, sold out; with its product. */
async function soldOutVariation() {
  const [row] = await t.db
    .selectDistinct({ id: variations.id, slug: products.slug, name: products.name })
    .from(variations)
    .innerJoin(products, eq(products.id, variations.productId))
    .innerJoin(variationOptionValues, eq(variationOptionValues.variationId, variations.id))
    .where(and(eq(variations.isActive, true), eq(products.isActive, true)))
    .orderBy(variations.id)
    .offset(taken++)
    .limit(1);
  await setStock(row!.id, 0);
  return row!;
}

const setStock = (id: number, stock: number, availability: 'normal' | 'drop_ship' = 'normal') =>
  t.db.update(variations).set({ stock, availability }).where(eq(variations.id, id));

/** Each request from a new visitor: one session may ask only 10 times in 10 minutes. */
async function ask(variationId: number, email: string, lang = 'en') {
  const { token } = await startSession(t, storeId);
  const response = await t.app.inject({
    method: 'POST',
    url: `${API}/products/variation/${variationId}/restock`,
    headers: { 'x-auth-token': token, 'x-app-language': lang },
    payload: { customerEmail: email },
  });
  expect(response.statusCode).toBe(201);
}

const requestOf = async (variationId: number, email: string) =>
  (await t.db.select().from(restockRequests).where(eq(restockRequests.variationId, variationId))).find(
    (r) => r.email === email,
  );

describe('the restock sweep', () => {
  it('sends nothing while the variation is sold out, then one e-mail once it is back, and never again', async () => {
    const variation = await soldOutVariation();
    const email = uniqueEmail('back');
    await ask(variation.id, email);
    await sweep();
    expect(await mailTo(email)).toEqual([]);
    expect((await requestOf(variation.id, email))?.notifiedAt).toBeNull();

    await setStock(variation.id, 5);
    await sweep();
    const mails = await mailTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe(`${variation.name.en} is back in stock`);
    expect(mails[0]?.text).toContain(`https://shop.example/product/${variation.slug}`);
    expect(mails[0]?.html).toContain(`href="https://shop.example/product/${variation.slug}"`);
    expect((await requestOf(variation.id, email))?.notifiedAt).toBeInstanceOf(Date);

    await sweep();
    expect(await mailTo(email)).toHaveLength(1);
  });

  it('writes in the language of the request, with the option values and the /ru link', async () => {
    const variation = await soldOutVariation();
    const email = uniqueEmail('back');
    await ask(variation.id, email, 'ru');
    await setStock(variation.id, 1);
    await sweep();
    const [mail] = await mailTo(email);
    expect(mail?.subject).toBe(`${variation.name.ru} снова в наличии`);
    expect(mail?.text).toContain(`https://shop.example/ru/product/${variation.slug}`);
    expect(mail?.text).toMatch(new RegExp(`${variation.name.ru.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\(.+\\)`));
  });

  it('counts a drop-shipped variation as back, whatever its stock', async () => {
    const variation = await soldOutVariation();
    const email = uniqueEmail('back');
    await ask(variation.id, email);
    await setStock(variation.id, 0, 'drop_ship');
    await sweep();
    expect(await mailTo(email)).toHaveLength(1);
  });

  it('mails each request once when two sweeps run at the same time', async () => {
    const variation = await soldOutVariation();
    const emails = Array.from({ length: 6 }, () => uniqueEmail('race'));
    for (const email of emails) await ask(variation.id, email);
    await setStock(variation.id, 3);
    const [a, b] = await Promise.all([sweep(), sweep()]);
    expect((a ?? 0) + (b ?? 0)).toBeLessThanOrEqual(6);
    for (const email of emails) expect(await mailTo(email)).toHaveLength(1);
    const notified = await t.db
      .select()
      .from(restockRequests)
      .where(and(eq(restockRequests.variationId, variation.id), isNotNull(restockRequests.notifiedAt)));
    expect(notified).toHaveLength(6);
  });

  it('lets the address ask again once it was notified', async () => {
    const variation = await soldOutVariation();
    const email = uniqueEmail('back');
    await ask(variation.id, email);
    await setStock(variation.id, 2);
    await sweep();
    await setStock(variation.id, 0);
    await ask(variation.id, email.toUpperCase());
    expect(await t.db.select().from(restockRequests).where(eq(restockRequests.variationId, variation.id))).toHaveLength(
      2,
    );
  });
});

describe('notifyRestocked', () => {
  it('in the transaction that raises the stock, queues mail only for the variations named, on commit', async () => {
    const [first, second] = [await soldOutVariation(), await soldOutVariation()];
    const [one, two] = [uniqueEmail('tx'), uniqueEmail('tx')];
    await ask(first.id, one);
    await ask(second.id, two);
    await setStock(second.id, 4);

    await expect(
      t.db.transaction(async (tx) => {
        await tx.update(variations).set({ stock: 7 }).where(eq(variations.id, first.id));
        expect(await notifyRestocked(t, tx, [first.id])).toBe(1);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await mailTo(one)).toEqual([]);
    expect((await requestOf(first.id, one))?.notifiedAt).toBeNull();

    const notified = await t.db.transaction(async (tx) => {
      await tx.update(variations).set({ stock: 7 }).where(eq(variations.id, first.id));
      return notifyRestocked(t, tx, [first.id]);
    });
    // The other variation is back too, but was not named: one request, not two.
    expect(notified).toBe(1);
    expect(await mailTo(one)).toHaveLength(1);
    expect(await notifyRestocked(t, t.db, [])).toBe(0);
  });
});
