import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './fixtures/browser.js';
import { type ShopUnderTest, startShopUnderTest } from './fixtures/shop.js';
import { signInStaffInBrowser } from './fixtures/staff.js';

// The staff session as a browser holds it: the refresh cookie goes only to the staff auth calls,
// renews the access token there, and a shopper's call gets nothing from it. The API alone serves
// (ROLE=api): no page is needed for what the cookie does.
let shop: ShopUnderTest;
let browser: Browser;
beforeAll(async () => {
  shop = await startShopUnderTest({ ROLE: 'api' });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

describe('a staff session in the browser', () => {
  it('renews from the cookie on the staff auth path, and the new token opens the back office', async () => {
    const { context } = await openPage(browser);
    const member = await signInStaffInBrowser(context, shop, 'manager');
    const cookies = await context.cookies(`${shop.url}/api/v1.2/admin/auth/refresh`);
    expect(cookies.map((c) => c.name)).toContain('kordon_staff_refresh');
    expect(await context.cookies(`${shop.url}/api/v1.2/cart`)).toEqual([]);

    const renewed = await context.request.post(`${shop.url}/api/v1.2/admin/auth/refresh`);
    expect(renewed.status()).toBe(200);
    const { token, staff } = (await renewed.json()).data;
    expect(staff).toMatchObject({ id: member.id, role: 'manager' });
    const me = await context.request.get(`${shop.url}/api/v1.2/admin/me`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.status()).toBe(200);
    expect(me.headers()['cache-control']).toBe('no-store');
    await context.close();
  });
});
