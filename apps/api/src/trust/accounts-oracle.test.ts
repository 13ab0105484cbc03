import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../db/schema/index.js';
import { codeIn, insertStore, latestMailTo, uniqueEmail } from '../features/auth/auth.testing.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { addressPool, askCode, openSession, pendingSignIn, type Shop, tryCode } from './accounts-attack.js';
import { mailShape, setCodeAge, setCodeAgeOfIp, visiblePart } from './accounts-views.js';

/** Issue 12 item 4, accounts: sign-in answers do not tell whether an address has an account. */

let t: TestApp;
let shop: Shop;
const nextIp = addressPool(82);
beforeAll(async () => {
  t = await createTestApp();
  shop = { t, storeId: await insertStore(t) };
});
afterAll(() => t.close());

describe('sign-in answers reveal no account', () => {
  /** An address of an existing customer and one nobody has used. */
  async function addresses() {
    const known = uniqueEmail('known');
    await t.db.insert(customers).values({ storeId: shop.storeId, email: known, firstname: 'Anna' });
    return { known, unknown: uniqueEmail('unknown') };
  }
  const login = async (email: string, ip = nextIp()) => askCode(shop, await openSession(shop, ip), email);
  const both = async (pair: { known: string; unknown: string }, ip?: string) => {
    const known = await login(pair.known, ip);
    const unknown = await login(pair.unknown, ip);
    return { known, unknown };
  };

  it('sends the same answer and the same mail for a customer and for an unknown address', async () => {
    const pair = await addresses();
    const { known, unknown } = await both(pair);
    expect(known.statusCode).toBe(200);
    expect(visiblePart(known)).toEqual(visiblePart(unknown));
    const mails = [await latestMailTo(t, pair.known), await latestMailTo(t, pair.unknown)];
    expect(mailShape(mails[0]!, pair.known)).toEqual(mailShape(mails[1]!, pair.unknown));
    codeIn(mails[0]!.text);
  });

  it('refuses both alike in the cooldown, past 5 codes an hour and past 10 a day', async () => {
    const pair = await addresses();
    const emails = [pair.known, pair.unknown];
    await both(pair);
    await setCodeAge(t, emails, 20.5);
    const cooldown = await both(pair);
    expect(cooldown.known.statusCode).toBe(429);
    expect(visiblePart(cooldown.known)).toEqual(visiblePart(cooldown.unknown));
    for (let i = 1; i < 5; i++) {
      await setCodeAge(t, emails, 61);
      expect((await both(pair)).known.statusCode).toBe(200);
    }
    await setCodeAge(t, emails, 600.5);
    const hourly = await both(pair);
    expect(hourly.known.json().message).toBe('Please wait 50 minutes before requesting a new code');
    expect(visiblePart(hourly.known)).toEqual(visiblePart(hourly.unknown));
    for (let i = 0; i < 5; i++) {
      await setCodeAge(t, emails, 3600.5);
      expect((await both(pair)).known.statusCode).toBe(200);
    }
    await setCodeAge(t, emails, 7200.5);
    const daily = await both(pair);
    expect(daily.known.headers['retry-after']).toBe(String(86_400 - 7200));
    expect(visiblePart(daily.known)).toEqual(visiblePart(daily.unknown));
  });

  it('refuses both alike past 20 codes an hour from one IP', async () => {
    const ip = nextIp();
    for (let i = 0; i < 20; i++) expect((await login(uniqueEmail(), ip)).statusCode).toBe(200);
    await setCodeAgeOfIp(t, ip, 600.5);
    const { known, unknown } = await both(await addresses(), ip);
    expect(known.json().message).toBe('Please wait 50 minutes before requesting more codes');
    expect(visiblePart(known)).toEqual(visiblePart(unknown));
  });

  it('answers a wrong code and a burnt code alike', async () => {
    const pair = await addresses();
    const known = await pendingSignIn(shop, pair.known, nextIp());
    const unknown = await pendingSignIn(shop, pair.unknown, nextIp());
    const wrong = (v: typeof known) => tryCode(shop, v, v.code === '111111' ? '222222' : '111111');
    for (let i = 0; i < 5; i++) expect(visiblePart(await wrong(known))).toEqual(visiblePart(await wrong(unknown)));
    expect(visiblePart(await wrong(known))).toEqual(visiblePart(await wrong(unknown)));
    expect((await wrong(known)).json().message).toBe('Too many wrong attempts. Please request a new code');
  });
});
