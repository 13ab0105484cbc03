import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, oneTimeCodes, outbox } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { call, codeIn, insertStore, latestMailTo, startSession, uniqueEmail, uniqueIp } from './auth.testing.js';

let t: TestApp;
let storeId: number;
beforeAll(async () => {
  t = await createTestApp({ env: { SITE_URL: 'https://shop.example' } });
  storeId = await insertStore(t, 'Kordon');
});
afterAll(() => t.close());

async function login(email: unknown, options: { ip?: string; lang?: string; token?: string } = {}) {
  const token = options.token ?? (await startSession(t, storeId)).token;
  return call(t, 'POST', '/auth/login', {
    token,
    body: { email, store_id: storeId },
    ip: options.ip ?? uniqueIp(),
    headers: options.lang ? { 'x-app-language': options.lang } : {},
  });
}

/** Moves the address's code rows back in time, as if the given seconds had passed. */
const age = (email: string, seconds: number) =>
  t.db
    .update(oneTimeCodes)
    .set({ createdAt: sql`${oneTimeCodes.createdAt} - make_interval(secs => ${seconds})` })
    .where(eq(oneTimeCodes.email, email));

describe('POST /auth/login', () => {
  it('answers 422 with the spec texts as lists per field', async () => {
    const cases: [unknown, string][] = [
      [undefined, 'Required field'],
      ['', 'Required field'],
      ['not-an-email', 'Invalid email'],
      [`${'a'.repeat(45)}@example.com`, 'The email must not be longer than 50 characters'],
    ];
    for (const [email, message] of cases) {
      const response = await login(email);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ code: 'validation_failed', errors: { email: [message] } });
    }
  });

  it('answers 401 without an access token and 418 for a token of another store', async () => {
    const noToken = await call(t, 'POST', '/auth/login', { body: { email: uniqueEmail(), store_id: storeId } });
    expect(noToken.statusCode).toBe(401);
    const otherStore = await insertStore(t, 'Other');
    const { token } = await startSession(t, otherStore);
    expect((await login(uniqueEmail(), { token })).statusCode).toBe(418);
  });

  it('answers the same for an existing customer and an unknown address, and mails both', async () => {
    const known = uniqueEmail('known');
    await t.db.insert(customers).values({ storeId, email: known, firstname: 'Anna' });
    const unknown = uniqueEmail('unknown');
    const a = await login(known);
    const b = await login(unknown);
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(a.json()).toEqual(b.json());
    expect(a.json().data).toMatchObject({ expires_in_seconds: 600, resend_after_seconds: 60 });
    expect(await latestMailTo(t, known)).toBeDefined();
    expect(await latestMailTo(t, unknown)).toBeDefined();
  });

  it('stores the code only as a keyed hash, valid for 10 minutes, bound to the session', async () => {
    const email = uniqueEmail();
    const session = await startSession(t, storeId);
    await login(email, { token: session.token });
    const code = codeIn((await latestMailTo(t, email))!.text);
    expect(Number(code)).toBeGreaterThanOrEqual(100_000);
    const [row] = await t.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.email, email));
    expect(row!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.codeHash).not.toContain(code);
    expect(row!.sessionId).not.toBeNull();
    expect(Math.round((row!.expiresAt.getTime() - row!.createdAt.getTime()) / 1000)).toBe(600);
  });

  it('mails the code in English with HTML, text and a link to the home page', async () => {
    const email = uniqueEmail();
    await login(email, { lang: 'en' });
    const mail = (await latestMailTo(t, email))!;
    const code = codeIn(mail.text);
    expect(mail.subject).toBe(`${code} is your Kordon sign-in code`);
    expect(mail.text).toContain(`https://shop.example/?verification_code=${code}`);
    expect(mail.text).toContain('valid for 10 minutes');
    expect(mail.html).toContain(`href="https://shop.example/?verification_code=${code}"`);
    expect(mail.html).toContain(`>${code}</p>`);
  });

  it('mails the code in Russian with a link to /ru without a trailing slash', async () => {
    const email = uniqueEmail();
    await login(email, { lang: 'ru' });
    const mail = (await latestMailTo(t, email))!;
    const code = codeIn(mail.text);
    expect(mail.subject).toBe(`${code} — код для входа в Kordon`);
    expect(mail.text).toContain(`https://shop.example/ru?verification_code=${code}`);
    expect(mail.html).toContain('lang="ru"');
    expect(mail.html).toContain(`href="https://shop.example/ru?verification_code=${code}"`);
    expect(mail.text).toContain('Код действует 10 минут');
  });

  it('drops the code from the outbox row once the message is delivered', async () => {
    const email = uniqueEmail();
    await login(email);
    await latestMailTo(t, email);
    const rows = await t.db.select().from(outbox).where(sql`${outbox.payload} ->> 'to' = ${email}`);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.payload).toEqual({ to: email, redacted: true });
    expect(rows[0]!.processedAt).toBeInstanceOf(Date);
  });

  it('answers 429 with Retry-After during the 60-second cooldown of an address, then sends again', async () => {
    const email = uniqueEmail();
    expect((await login(email)).statusCode).toBe(200);
    const early = await login(email);
    expect(early.statusCode).toBe(429);
    expect(early.json()).toMatchObject({ code: 'rate_limited' });
    expect(early.json().message).toMatch(/^Please wait (59|60) seconds before requesting a new code$/);
    expect(Number(early.headers['retry-after'])).toBeGreaterThan(55);
    await age(email, 61);
    expect((await login(email)).statusCode).toBe(200);
  });

  it('sends at most 5 codes an hour and 10 a day to one address', async () => {
    const email = uniqueEmail();
    for (let i = 0; i < 5; i++) {
      expect((await login(email)).statusCode).toBe(200);
      await age(email, 61);
    }
    const hourly = await login(email);
    expect(hourly.statusCode).toBe(429);
    expect(hourly.json().message).toMatch(/minutes before requesting a new code$/);
    await age(email, 3600);
    for (let i = 0; i < 5; i++) {
      expect((await login(email)).statusCode).toBe(200);
      await age(email, 61);
    }
    await age(email, 3600);
    const daily = await login(email);
    expect(daily.statusCode).toBe(429);
    expect(Number(daily.headers['retry-after'])).toBeGreaterThan(3600);
  });

  it('sends at most 20 codes an hour to requests from one IP address', async () => {
    const ip = uniqueIp();
    const { token } = await startSession(t, storeId);
    for (let i = 0; i < 20; i++) {
      expect((await login(uniqueEmail(), { ip, token })).statusCode).toBe(200);
    }
    const blocked = await login(uniqueEmail(), { ip, token });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/before requesting more codes$/);
    expect((await login(uniqueEmail(), { token })).statusCode).toBe(200);
  });
});
