import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../testing/test-app.js';
import { call, signIn, uniqueEmail } from '../auth/auth.testing.js';
import type { CartCatalogue } from '../cart/cart.testing.js';
import { create, orderBody, orderTestApp, person } from '../checkout/checkout.testing.js';
import { listMailbox } from '../mail/file-mailbox.js';
import { mailboxDir } from '../mail/mailer.js';

let t: TestApp;
let c: CartCatalogue;
let storeId: number;
beforeAll(async () => {
  ({ t, c, storeId } = await orderTestApp());
});
afterAll(() => t.close());

const company = { name: 'Северный Ветер ООО', taxId: '7701234567', address: 'Москва, ул. Тверская, 1' };

/** A signed-in customer's order through the checkout; a business order when `business`. */
async function placeOrder(business: boolean, headers: { lang?: string; currency?: string } = {}) {
  const email = uniqueEmail('invoice');
  const customer = await signIn(t, storeId, email);
  const body = orderBody(
    { products: [{ variationId: c.v.pouch, quantity: 3 }] },
    { customer: { ...person, email }, paymentMethod: 'bank_transfer', company: business ? company : null },
  );
  const created = await create(t, customer.token, body, undefined, headers);
  if (created.statusCode !== 201) throw new Error(created.body);
  return { ...customer, email, order: created.json().data as { id: string; number: string } };
}

const invoice = (token: string, id: string) => call(t, 'GET', `/profile/orders/${id}/invoice`, { token });

async function textOf(pdf: Buffer) {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf), { verbosity: 0 }), {
    mergePages: true,
  });
  return text;
}

describe('GET /profile/orders/:id/invoice', () => {
  it("answers the business order's invoice: seller, company and tax ids, lines and totals in its currency", async () => {
    const { token, order } = await placeOrder(true);
    const response = await invoice(token, order.id);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="invoice-${order.number}.pdf"`);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await textOf(response.rawPayload);
    const detail = (await call(t, 'GET', `/profile/orders/${order.id}`, { token })).json().data;
    expect(detail.hasInvoice).toBe(true);
    const total = detail.totals.find((row: { code: string }) => row.code === 'total').value;
    expect(total).toMatch(/^\$\d+\.\d{2}$/);
    for (const part of [
      `Invoice No. ${order.number}`,
      'Seller',
      'Kordon',
      'Tax ID: 7726123456',
      'Bill to',
      company.name,
      `Tax ID: ${company.taxId}`,
      company.address,
      detail.products[0].name,
      detail.products[0].priceTotal,
      total,
      'All amounts in USD',
    ]) {
      expect(text).toContain(part);
    }
  });

  it('is written in the language and currency of the order (Cyrillic included)', async () => {
    const { token, order } = await placeOrder(true, { lang: 'ru', currency: 'RUB' });
    const text = await textOf((await invoice(token, order.id)).rawPayload);
    expect(text).toContain(`Счёт № ${order.number}`);
    expect(text).toContain(`ИНН: ${company.taxId}`);
    expect(text).toContain('ООО «Кордон»');
    expect(text).toMatch(/\d ₽/);
  });

  it('answers 404 for an order without a company and for another customer’s order', async () => {
    const plain = await placeOrder(false);
    expect((await invoice(plain.token, plain.order.id)).statusCode).toBe(404);
    const detail = (await call(t, 'GET', `/profile/orders/${plain.order.id}`, { token: plain.token })).json().data;
    expect(detail.hasInvoice).toBe(false);
    const business = await placeOrder(true);
    const other = await invoice(plain.token, business.order.id);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ code: 'not_found' });
    expect((await call(t, 'GET', `/profile/orders/${business.order.id}/invoice`)).statusCode).toBe(401);
  });
});

describe('the confirmation of a business order', () => {
  it('carries the invoice as a PDF attachment; a plain order’s carries none', async () => {
    const business = await placeOrder(true);
    const plain = await placeOrder(false);
    await t.app.outbox.drain();
    const mailbox = await listMailbox(mailboxDir(t.config));
    const received = (email: string, number: string) =>
      mailbox.find((m) => m.to === email && m.subject === `Order ${number} received`);
    const mail = received(business.email, business.order.number);
    expect(mail?.attachments).toEqual([
      { filename: `invoice-${business.order.number}.pdf`, contentType: 'application/pdf', size: expect.any(Number) },
    ]);
    expect(mail?.text).toContain(`The invoice for ${company.name} is attached (PDF)`);
    const eml = await readFile(path.join(mailboxDir(t.config), `${mail?.id}.eml`), 'utf8');
    expect(eml).toMatch(/Content-Type: application\/pdf; name=invoice-KR-\d+\.pdf/);
    expect(eml).toMatch(/Content-Disposition: attachment; filename=invoice-KR-\d+\.pdf/);
    expect(received(plain.email, plain.order.number)?.attachments).toBeUndefined();
  });
});
