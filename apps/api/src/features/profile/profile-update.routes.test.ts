import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countries, customerAddresses, customers } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { API, call, insertStore, signIn, startSession, uniqueEmail } from '../auth/auth.testing.js';
import { normalizePhone } from './profile.service.js';

let t: TestApp;
let storeId: number;
beforeAll(async () => {
  t = await createTestApp();
  storeId = await insertStore(t);
  await t.db
    .insert(countries)
    .values({ code: 'RU', name: { en: 'Russia', ru: 'Россия' } })
    .onConflictDoNothing();
});
afterAll(() => t.close());

const put = (token: string | undefined, body: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: `${API}/profile/personal`,
    headers: token ? { 'x-auth-token': token } : {},
    payload: body as object,
  });

const customerRow = async (id: string) => (await t.db.select().from(customers).where(eq(customers.id, id)))[0];

describe('PUT /profile/personal', () => {
  it('saves the names and the phone, in international format, and answers the personal information', async () => {
    const email = uniqueEmail();
    const signedIn = await signIn(t, storeId, email);
    const response = await put(signedIn.token, {
      firstname: ' Anne-Marie ',
      lastname: "O'Neil",
      phone: '+7 999 123-45-67',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      email,
      firstname: 'Anne-Marie',
      lastname: "O'Neil",
      phone: '+7 999 123 45 67',
      addresses: [],
    });
    expect(await customerRow(signedIn.customer.id)).toMatchObject({
      firstname: 'Anne-Marie',
      phone: '+7 999 123 45 67',
    });
    const read = await call(t, 'GET', '/profile/personal', { token: signedIn.token });
    expect(read.json().data).toMatchObject({ firstname: 'Anne-Marie', lastname: "O'Neil" });
  });

  it('answers 422 with the spec messages and codes per field, and changes nothing', async () => {
    const signedIn = await signIn(t, storeId, uniqueEmail());
    const response = await put(signedIn.token, { firstname: '   ', lastname: 'R2-D2', phone: 'call me' });
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.errors).toEqual({
      firstname: ['Required field'],
      lastname: ['Invalid characters'],
      phone: ['Invalid characters'],
    });
    expect(body.codes).toEqual({
      firstname: ['required'],
      lastname: ['invalid_characters'],
      phone: ['invalid_characters'],
    });
    expect(await customerRow(signedIn.customer.id)).toMatchObject({ firstname: '', lastname: '', phone: null });
  });

  it("refuses a phone that is no real number with 'Invalid phone number'", async () => {
    const signedIn = await signIn(t, storeId, uniqueEmail());
    const response = await put(signedIn.token, { firstname: 'Ivan', lastname: 'Petrov', phone: '+7 000 00' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      errors: { phone: ['Invalid phone number'] },
      codes: { phone: ['invalid_phone'] },
    });
    expect((await customerRow(signedIn.customer.id))?.firstname).toBe('');
  });

  it('keeps names to 1–32 characters and phones to 5–20, and asks for missing names', async () => {
    const signedIn = await signIn(t, storeId, uniqueEmail());
    const response = await put(signedIn.token, { firstname: 'A'.repeat(33), phone: '+7 9' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      firstname: ['Must not be longer than 32 characters'],
      lastname: ['Required field'],
      phone: ['Must be at least 5 characters'],
    });
    const long = await put(signedIn.token, { firstname: 'Ivan', lastname: 'Petrov', phone: '+7 999 123 45 67 890 12' });
    expect(long.json().errors).toEqual({ phone: ['Must not be longer than 20 characters'] });
  });

  it('reads a national number by the country of a saved address, and an empty phone removes it', async () => {
    const signedIn = await signIn(t, storeId, uniqueEmail());
    const national = { firstname: 'Ivan', lastname: 'Petrov', phone: '8 (999) 123-45-67' };
    expect((await put(signedIn.token, national)).statusCode).toBe(422);
    await t.db.insert(customerAddresses).values({
      customerId: signedIn.customer.id,
      name: 'Home',
      countryCode: 'RU',
      city: 'Moscow',
      address: 'Tverskaya 1',
      postalCode: '125009',
    });
    const saved = await put(signedIn.token, national);
    expect(saved.json().data.phone).toBe('+7 999 123 45 67');
    const cleared = await put(signedIn.token, { firstname: 'Ivan', lastname: 'Petrov', phone: '' });
    expect(cleared.json().data.phone).toBeNull();
    expect((await customerRow(signedIn.customer.id))?.phone).toBeNull();
  });

  it('answers 401 for an anonymous visitor and without a token', async () => {
    const visitor = await startSession(t, storeId);
    const body = { firstname: 'Ivan', lastname: 'Petrov', phone: '' };
    expect((await put(visitor.token, body)).statusCode).toBe(401);
    expect((await put(undefined, body)).statusCode).toBe(401);
  });
});

describe('normalizePhone', () => {
  it('fits the 20-character column whatever the number', () => {
    expect(normalizePhone('+49 30 901820', [])).toBe('+49 30 901820');
    expect(normalizePhone('030 901820', ['DE'])).toBe('+49 30 901820');
    expect(normalizePhone('12345', [])).toBeNull();
  });
});
