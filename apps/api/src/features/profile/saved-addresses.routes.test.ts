import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerAddresses } from '../../db/schema/index.js';
import type { TestApp } from '../../testing/test-app.js';
import { call, signIn, uniqueEmail } from '../auth/auth.testing.js';
import { type CartCatalogue, visitor } from '../cart/cart.testing.js';
import { create, orderBody, orderTestApp, person } from '../checkout/checkout.testing.js';

let t: TestApp;
let c: CartCatalogue;
let storeId: number;
beforeAll(async () => {
  ({ t, c, storeId } = await orderTestApp());
});
afterAll(() => t.close());

const berlin = {
  country: 'DE',
  countryZone: 'DE-BE',
  city: 'Berlin',
  address: 'Unter den Linden 1',
  postalCode: '10117',
};

/** Places an order through the checkout, as `token`, to `address`. */
async function order(token: string, email: string, address: Partial<typeof berlin> = {}) {
  const body = orderBody(
    { products: [{ variationId: c.v.pouch, quantity: 1 }] },
    { customer: { ...person, email }, address: { ...berlin, ...address } },
  );
  const created = await create(t, token, body);
  if (created.statusCode !== 201) throw new Error(created.body);
}

async function customer() {
  const email = uniqueEmail('addresses');
  return { ...(await signIn(t, storeId, email)), email };
}

const addressesOf = async (token: string) =>
  (await call(t, 'GET', '/profile/personal', { token })).json().data.addresses as { id: string }[];

const edit = (token: string, id: string, body: object) => call(t, 'PUT', `/profile/addresses/${id}`, { token, body });

const editBody = {
  name: 'Office',
  countryCode: 'de',
  zone: 'DE-BE',
  city: 'Berlin',
  address: 'Friedrichstraße 43',
  postalCode: '10969',
};

describe("an order saves the signed-in customer's delivery address", () => {
  it('once per place: a second order to the same address, spelt in other case and spacing, adds none', async () => {
    const shopper = await customer();
    await order(shopper.token, shopper.email);
    await order(shopper.token, shopper.email, { city: ' berlin ', address: 'Unter  den LINDEN 1' });
    const addresses = await addressesOf(shopper.token);
    expect(addresses).toEqual([
      expect.objectContaining({
        name: 'Anna Müller',
        countryCode: 'DE',
        zone: 'DE-BE',
        city: 'Berlin',
        address: 'Unter den Linden 1',
        postalCode: '10117',
      }),
    ]);
    await order(shopper.token, shopper.email, { address: 'Alexanderplatz 7', postalCode: '10178' });
    expect(await addressesOf(shopper.token)).toHaveLength(2);
  });

  it("keeps nothing for a visitor's order", async () => {
    const before = await t.db.$count(customerAddresses);
    const guest = await visitor(t);
    await order(guest.token, uniqueEmail('guest'));
    expect(await t.db.$count(customerAddresses)).toBe(before);
  });
});

describe('PUT /profile/addresses/:id', () => {
  it('changes the address and answers it with the names of its country and region', async () => {
    const shopper = await customer();
    await order(shopper.token, shopper.email);
    const [saved] = await addressesOf(shopper.token);
    const response = await edit(shopper.token, saved!.id, editBody);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      id: saved!.id,
      name: 'Office',
      countryCode: 'DE',
      countryName: 'Germany',
      address: 'Friedrichstraße 43',
      postalCode: '10969',
    });
    expect(await addressesOf(shopper.token)).toEqual([response.json().data]);
  });

  it('answers 422 per field for bad input and changes nothing', async () => {
    const shopper = await customer();
    await order(shopper.token, shopper.email);
    const [saved] = await addressesOf(shopper.token);
    const bad = await edit(shopper.token, saved!.id, {
      ...editBody,
      name: ' ',
      city: 'x'.repeat(129),
      address: '',
      postalCode: '1<2',
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      name: ['Required field'],
      city: ['Must not be longer than 128 characters'],
      address: ['Required field'],
      postalCode: ['Invalid characters'],
    });
    const country = await edit(shopper.token, saved!.id, { ...editBody, countryCode: 'QQ' });
    expect(country.statusCode).toBe(422);
    expect(country.json().errors).toEqual({ countryCode: ['Unknown country'] });
    const zone = await edit(shopper.token, saved!.id, { ...editBody, zone: 'DE-XX' });
    expect(zone.json().errors).toEqual({ zone: ['Unknown region'] });
    expect(await addressesOf(shopper.token)).toEqual([expect.objectContaining({ address: 'Unter den Linden 1' })]);
  });

  it('refuses to make two addresses the same place (409)', async () => {
    const shopper = await customer();
    await order(shopper.token, shopper.email);
    await order(shopper.token, shopper.email, { address: 'Alexanderplatz 7', postalCode: '10178' });
    const [first, second] = await addressesOf(shopper.token);
    const same = { ...editBody, address: 'UNTER DEN LINDEN 1', postalCode: '10117' };
    expect((await edit(shopper.token, second!.id, same)).statusCode).toBe(409);
    expect((await edit(shopper.token, first!.id, same)).statusCode).toBe(200);
  });

  it("answers 404 for another customer's address and leaves it alone", async () => {
    const owner = await customer();
    await order(owner.token, owner.email);
    const [saved] = await addressesOf(owner.token);
    const other = await customer();
    const response = await edit(other.token, saved!.id, editBody);
    expect(response.statusCode).toBe(404);
    expect(await addressesOf(other.token)).toEqual([]);
    expect(await addressesOf(owner.token)).toEqual([expect.objectContaining({ address: 'Unter den Linden 1' })]);
  });

  it('needs a signed-in customer', async () => {
    const guest = await visitor(t);
    const response = await edit(guest.token, '00000000-0000-4000-8000-000000000000', editBody);
    expect(response.statusCode).toBe(401);
  });
});

describe('DELETE /profile/addresses/:id', () => {
  it("deletes the customer's own address; another customer's answers 404", async () => {
    const owner = await customer();
    await order(owner.token, owner.email);
    const [saved] = await addressesOf(owner.token);
    const other = await customer();
    expect((await call(t, 'DELETE', `/profile/addresses/${saved!.id}`, { token: other.token })).statusCode).toBe(404);
    expect(await addressesOf(owner.token)).toHaveLength(1);
    expect((await call(t, 'DELETE', `/profile/addresses/${saved!.id}`, { token: owner.token })).statusCode).toBe(200);
    expect(await addressesOf(owner.token)).toEqual([]);
    expect((await call(t, 'DELETE', `/profile/addresses/${saved!.id}`, { token: owner.token })).statusCode).toBe(404);
  });

  it('answers 422 for an id that is no uuid', async () => {
    const owner = await customer();
    const response = await call(t, 'DELETE', '/profile/addresses/nope', { token: owner.token });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ id: ['Unknown address'] });
  });
});
