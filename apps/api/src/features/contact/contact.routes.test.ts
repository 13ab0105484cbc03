import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stores } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { API, startSession, uniqueEmail, uniqueIp } from '../auth/auth.testing.js';
import { contactLimits } from './contact.limits.js';

let t: TestApp;
let store: { id: number; email: string };
beforeAll(async () => {
  t = await createTestApp({ demo: true });
  const [row] = await t.db.select({ id: stores.id, email: stores.email }).from(stores).limit(1);
  store = row!;
});
afterAll(() => t.close());

const send = (payload: unknown, options: { token?: string; ip?: string; lang?: string } = {}) =>
  t.app.inject({
    method: 'POST',
    url: `${API}/contact`,
    headers: {
      ...(options.token ? { 'x-auth-token': options.token } : {}),
      ...(options.lang ? { 'x-app-language': options.lang } : {}),
    },
    payload: payload as object,
    remoteAddress: options.ip ?? uniqueIp(),
  });

/** The queued mails whose reply goes to `email`. */
const mailsFrom = async (email: string) =>
  (
    await t.pool.query<{ payload: { to: string; replyTo: string; subject: string; text: string; html: string } }>(
      "SELECT payload FROM outbox WHERE payload->>'replyTo' = $1",
      [email],
    )
  ).rows.map((row) => row.payload);

describe('POST /contact (issue 30, item 12)', () => {
  it("mails the shop's address the message, the answer going to the shopper, and thanks in their language", async () => {
    const visitor = await startSession(t, store.id);
    const email = uniqueEmail('contact');
    const message = 'Does the PC-1 carrier fit SAPI M plates?\n<script>alert(1)</script>';
    const response = await send(
      { name: 'Anna Müller', email, order_number: 'K-1042', message },
      { token: visitor.token, lang: 'ru' },
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ data: { message: `Спасибо: сообщение у нас. Мы ответим на ${email}.` } });
    const [mail, ...more] = await mailsFrom(email);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({
      to: store.email,
      replyTo: email,
      subject: 'Сообщение от Anna Müller (страница контактов)',
    });
    expect(mail?.text).toContain(message);
    expect(mail?.text).toContain('K-1042');
    // The shopper's words are text in the shop's mail, never markup.
    expect(mail?.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail?.html).not.toContain('<script>');
  });

  it('refuses bad input field by field with 422, and sends nothing', async () => {
    const visitor = await startSession(t, store.id);
    const response = await send(
      { name: ' ', email: 'not an address', message: 'x'.repeat(5000) },
      { token: visitor.token },
    );
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual(['email', 'message', 'name']);
    expect(response.json().codes.name).toEqual(['required']);
    expect(await mailsFrom('not an address')).toEqual([]);
  });

  it('needs a session, like every storefront call', async () => {
    const response = await send({ name: 'A', email: uniqueEmail('contact'), message: 'Hello' });
    expect(response.statusCode).toBe(401);
  });

  it(`answers 429 past ${contactLimits.messagesPerSession} messages an hour from one session`, async () => {
    const visitor = await startSession(t, store.id);
    const email = uniqueEmail('contact');
    const statuses: number[] = [];
    for (let i = 0; i <= contactLimits.messagesPerSession; i++) {
      statuses.push((await send({ name: 'A', email, message: `Try ${i}` }, { token: visitor.token })).statusCode);
    }
    expect(statuses).toEqual([...Array(contactLimits.messagesPerSession).fill(201), 429]);
    expect(await mailsFrom(email)).toHaveLength(contactLimits.messagesPerSession);
  });

  it(`answers 429 past ${contactLimits.messagesPerClientKey} messages an hour from one address, whatever the session`, async () => {
    const ip = uniqueIp();
    const statuses: number[] = [];
    for (let i = 0; i <= contactLimits.messagesPerClientKey; i++) {
      const visitor = await startSession(t, store.id);
      const body = { name: 'A', email: uniqueEmail('contact'), message: `Try ${i}` };
      statuses.push((await send(body, { token: visitor.token, ip })).statusCode);
    }
    expect(statuses).toEqual([...Array(contactLimits.messagesPerClientKey).fill(201), 429]);
  });
});
