import { fieldMessages } from '@kordon/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, restockRequests, stores, variations } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { API, signIn, startSession, uniqueEmail, uniqueIp } from '../auth/auth.testing.js';

let t: TestApp;
let storeId: number;
beforeAll(async () => {
  t = await createTestApp({ demo: true });
  const [store] = await t.db.select({ id: stores.id }).from(stores).limit(1);
  storeId = store!.id;
});
afterAll(() => t.close());

let taken = 0;
/** A different active variation of an active product on every call, out of stock. */
async function soldOutVariation(): Promise<number> {
  const [row] = await t.db
    .select({ id: variations.id })
    .from(variations)
    .innerJoin(products, eq(products.id, variations.productId))
    .where(and(eq(variations.isActive, true), eq(products.isActive, true)))
    .orderBy(variations.id)
    .offset(taken++)
    .limit(1);
  await t.db.update(variations).set({ stock: 0, availability: 'normal' }).where(eq(variations.id, row!.id));
  return row!.id;
}

const ask = (variationId: number | string, email: string, options: { token: string; ip?: string; lang?: string }) =>
  t.app.inject({
    method: 'POST',
    url: `${API}/products/variation/${variationId}/restock`,
    headers: { 'x-auth-token': options.token, ...(options.lang ? { 'x-app-language': options.lang } : {}) },
    payload: { customerEmail: email },
    ...(options.ip ? { remoteAddress: options.ip } : {}),
  });

const requestsFor = (variationId: number) =>
  t.db.select().from(restockRequests).where(eq(restockRequests.variationId, variationId));

describe('POST /products/variation/:id/restock', () => {
  it('records the request and confirms in the request language', async () => {
    const variationId = await soldOutVariation();
    const visitor = await startSession(t, storeId);
    const email = uniqueEmail('restock');
    const response = await ask(variationId, email, { token: visitor.token, lang: 'ru' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      data: { message: `Мы напишем на ${email}, когда товар снова появится в наличии.` },
    });
    const [row] = await requestsFor(variationId);
    expect(row).toMatchObject({ email, language: 'ru', customerId: null, notifiedAt: null });
    expect(row?.sessionId).toEqual(expect.any(String));
    const en = await ask(variationId, uniqueEmail('restock'), { token: visitor.token });
    expect(en.json().data.message).toMatch(/^We will e-mail .+ when the product is back in stock\.$/);
  });

  it('keeps the customer of a signed-in session', async () => {
    const variationId = await soldOutVariation();
    const email = uniqueEmail('restock');
    const signedIn = await signIn(t, storeId, email, { ip: uniqueIp() });
    expect((await ask(variationId, email, { token: signedIn.token })).statusCode).toBe(201);
    expect((await requestsFor(variationId))[0]?.customerId).toBe(signedIn.customer.id);
  });

  it('refuses a second pending request for the address, in any case, with the spec’s message', async () => {
    const variationId = await soldOutVariation();
    const visitor = await startSession(t, storeId);
    const email = uniqueEmail('restock');
    expect((await ask(variationId, email, { token: visitor.token })).statusCode).toBe(201);
    for (const again of [email, email.toUpperCase()]) {
      const response = await ask(variationId, again, { token: (await startSession(t, storeId)).token });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({
        code: 'validation_failed',
        errors: { customerEmail: ['You have already requested notification about product restock'] },
        codes: { customerEmail: ['restock_already_requested'] },
      });
    }
    expect(fieldMessages.restock_already_requested).toBe(
      'You have already requested notification about product restock',
    );
    expect(await requestsFor(variationId)).toHaveLength(1);
    // Another variation, or another address, is a new request.
    expect((await ask(await soldOutVariation(), email, { token: visitor.token })).statusCode).toBe(201);
    expect((await ask(variationId, uniqueEmail('restock'), { token: visitor.token })).statusCode).toBe(201);
  });

  it('lets exactly one of five simultaneous identical requests in', async () => {
    const variationId = await soldOutVariation();
    const email = uniqueEmail('restock');
    const sessions = await Promise.all(Array.from({ length: 5 }, () => startSession(t, storeId)));
    const answers = await Promise.all(
      sessions.map((s, i) => ask(variationId, i % 2 ? email.toUpperCase() : email, { token: s.token })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 422, 422, 422, 422]);
    expect(await requestsFor(variationId)).toHaveLength(1);
  });

  it('answers 404 for an unknown or inactive variation, 422 for a bad id or address, 401 without a token', async () => {
    const visitor = await startSession(t, storeId);
    const email = uniqueEmail('restock');
    expect((await ask(2_000_000_000, email, { token: visitor.token })).statusCode).toBe(404);
    const inactive = await soldOutVariation();
    await t.db.update(variations).set({ isActive: false }).where(eq(variations.id, inactive));
    const response = await ask(inactive, email, { token: visitor.token });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('not_found');
    expect((await ask('abc', email, { token: visitor.token })).statusCode).toBe(422);
    const badEmail = await ask(await soldOutVariation(), 'not-an-address', { token: visitor.token });
    expect(badEmail.statusCode).toBe(422);
    expect(badEmail.json().codes).toEqual({ customerEmail: ['invalid_email'] });
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `${API}/products/variation/${inactive}/restock`,
      payload: { customerEmail: email },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers 429 after 10 requests from one session within 10 minutes', async () => {
    const ip = uniqueIp();
    const visitor = await startSession(t, storeId, ip);
    const variationId = await soldOutVariation();
    const answers: number[] = [];
    for (let i = 0; i < 11; i++) {
      answers.push((await ask(variationId, uniqueEmail('loop'), { token: visitor.token, ip })).statusCode);
    }
    expect(answers).toEqual([...Array(10).fill(201), 429]);
    // A new session from the same address still gets in.
    const next = await startSession(t, storeId, ip);
    expect((await ask(variationId, uniqueEmail('loop'), { token: next.token, ip })).statusCode).toBe(201);
  });

  it('answers 429 with Retry-After after 60 requests from one address within 10 minutes', async () => {
    const ip = uniqueIp();
    const variationId = await soldOutVariation();
    const answers: number[] = [];
    for (let s = 0; s < 7; s++) {
      const visitor = await startSession(t, storeId, ip);
      for (let i = 0; i < (s < 6 ? 10 : 1); i++) {
        answers.push((await ask(variationId, uniqueEmail('spray'), { token: visitor.token, ip })).statusCode);
      }
    }
    expect(answers.filter((s) => s === 201)).toHaveLength(60);
    expect(answers.at(-1)).toBe(429);
    const limited = await ask(variationId, uniqueEmail('spray'), {
      token: (await startSession(t, storeId, ip)).token,
      ip,
    });
    expect(limited.json().code).toBe('rate_limited');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(
      await t.db
        .select({ n: sql<number>`count(*)` })
        .from(restockRequests)
        .where(eq(restockRequests.variationId, variationId)),
    ).toEqual([{ n: 60 }]);
  });
});
