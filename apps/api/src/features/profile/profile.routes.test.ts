import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countries, countryZones, customerAddresses, customers } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { call, insertStore, signIn, startSession, uniqueEmail } from '../auth/auth.testing.js';

let t: TestApp;
let storeId: number;
beforeAll(async () => {
  t = await createTestApp();
  storeId = await insertStore(t);
  await t.db
    .insert(countries)
    .values({ code: 'RU', name: { en: 'Russia', ru: 'Россия' } })
    .onConflictDoNothing();
  await t.db
    .insert(countryZones)
    .values({ countryCode: 'RU', code: 'MOW', name: { en: 'Moscow', ru: 'Москва' } })
    .onConflictDoNothing();
});
afterAll(() => t.close());

describe('GET /profile/personal', () => {
  it('returns the personal information and saved addresses of the signed-in customer', async () => {
    const email = uniqueEmail();
    const signedIn = await signIn(t, storeId, email);
    await t.db
      .update(customers)
      .set({ firstname: 'Ivan', lastname: 'Petrov', phone: '+79990000000' })
      .where(eq(customers.id, signedIn.customer.id));
    await t.db.insert(customerAddresses).values({
      customerId: signedIn.customer.id,
      name: 'Home',
      countryCode: 'RU',
      zoneCode: 'MOW',
      city: 'Moscow',
      address: 'Tverskaya 1',
      postalCode: '125009',
    });
    const response = await call(t, 'GET', '/profile/personal', {
      token: signedIn.token,
      headers: { 'x-app-language': 'ru' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      email,
      firstname: 'Ivan',
      lastname: 'Petrov',
      phone: '+79990000000',
      addresses: [
        {
          id: expect.any(String),
          name: 'Home',
          countryCode: 'RU',
          countryName: 'Россия',
          zone: 'MOW',
          zoneName: 'Москва',
          city: 'Moscow',
          address: 'Tverskaya 1',
          postalCode: '125009',
        },
      ],
    });
  });

  it('returns an empty address list and a null phone for a new customer', async () => {
    const signedIn = await signIn(t, storeId, uniqueEmail());
    const response = await call(t, 'GET', '/profile/personal', { token: signedIn.token });
    expect(response.json().data).toMatchObject({ phone: null, addresses: [], firstname: '', lastname: '' });
  });

  it('answers 401 for an anonymous visitor and without a token', async () => {
    const visitor = await startSession(t, storeId);
    expect((await call(t, 'GET', '/profile/personal', { token: visitor.token })).statusCode).toBe(401);
    expect((await call(t, 'GET', '/profile/personal')).statusCode).toBe(401);
  });

  it('answers 418 after logout', async () => {
    const signedIn = await signIn(t, storeId, uniqueEmail());
    await call(t, 'POST', '/auth/logout', { token: signedIn.token });
    expect((await call(t, 'GET', '/profile/personal', { token: signedIn.token })).statusCode).toBe(418);
  });
});
