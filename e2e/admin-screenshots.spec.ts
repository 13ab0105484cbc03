import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ADMIN_API, expectSessionlessRefresh } from './fixtures/admin.js';
import { openPage } from './fixtures/browser.js';
import { useShopSuite } from './fixtures/suite.js';

const outDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../docs/screenshots');

/**
 * Refreshes docs/screenshots/admin-*.png: `SCREENSHOTS=1 npx vitest run --project browser e2e/admin-screenshots.spec.ts`.
 * The staff calls answer from the fixtures below (page.route), so the pictures show the same rows whatever the database.
 */
const owner = {
  id: '5b7c1f9e-3a51-4d0e-9f3e-6a1b2c3d4e01',
  email: 'olga.owner@kordon.example',
  name: 'Olga Sokolova',
  role: 'owner',
  created_at: '2026-09-01T09:00:00.000Z',
  last_sign_in_at: '2026-11-28T08:12:00.000Z',
  version: 3,
};
const staff = [
  owner,
  {
    ...owner,
    id: '5b7c1f9e-3a51-4d0e-9f3e-6a1b2c3d4e02',
    email: 'ivan.manager@kordon.example',
    name: 'Ivan Petrov',
    role: 'manager',
    last_sign_in_at: '2026-11-27T17:40:00.000Z',
  },
  {
    ...owner,
    id: '5b7c1f9e-3a51-4d0e-9f3e-6a1b2c3d4e03',
    email: 'anna.support@kordon.example',
    name: 'Anna Kuznetsova',
    role: 'viewer',
    last_sign_in_at: null,
    created_at: '2026-11-20T10:00:00.000Z',
  },
];
const actions = [
  ['staff.invite', 'staff', staff[2]!.id, null, { email: staff[2]!.email, role: 'viewer' }],
  ['staff.update', 'staff', staff[1]!.id, { role: 'viewer' }, { role: 'manager' }],
  ['order.advance', 'order', 'KR-100231', { state: 'assembly' }, { state: 'assembled' }],
  ['product.price', 'product', '1042', { price: 349000 }, { price: 329000 }],
  ['coupon.create', 'coupon', 'WINTER10', null, { code: 'WINTER10', percent: 10 }],
] as const;
const audit = Array.from({ length: 50 }, (_, i) => {
  const [action, type, id, before, after] = actions[i % actions.length]!;
  return {
    id: 2000 - i,
    at: new Date(Date.UTC(2026, 10, 28, 18, 0) - i * 47 * 60_000).toISOString(),
    staff: { id: staff[i % 2]!.id, email: staff[i % 2]!.email },
    action,
    object_type: type,
    object_id: id,
    before,
    after,
  };
});

const variations = [
  ['Field jacket M65', 'Olive, M', 'KRD-M65-OLV-M', 2, 12900, 15900],
  ['Field jacket M65', 'Olive, L', 'KRD-M65-OLV-L', 14, 12900, 15900],
  ['Field jacket M65', 'Black, XL', 'KRD-M65-BLK-XL', 0, 13900, null],
  ['Tactical T-shirt Coolmax', 'Coyote, S', 'KRD-TEE-CY-S', 37, 2490, null],
  ['Dump pouch, foldable', '', 'KRD-POUCH-DUMP', 4, 1890, 2290],
  ['War Thunder patch "Tiger"', '', 'KRD-PATCH-WT-TIGER', 120, 690, null],
].map(([name, options, sku, stock, price, old], i) => ({
  id: 300 + i,
  product_id: 40 + i,
  product_name: name,
  product_slug: `product-${i}`,
  sku,
  options,
  availability: 'normal',
  stock,
  price,
  old_price: old,
  low_stock: (stock as number) > 0 && (stock as number) <= 5,
  is_active: true,
  version: 1,
}));
const coupon = {
  id: 7,
  code: 'WELCOME10',
  kind: 'percent',
  value: 10,
  min_subtotal: 0,
  starts_at: null,
  ends_at: null,
  usage_limit: null,
  per_customer_limit: 1,
  used_count: 212,
  first_order_only: true,
  is_active: true,
  version: 4,
};
const coupons = [
  coupon,
  {
    ...coupon,
    id: 8,
    code: 'WINTER10',
    first_order_only: false,
    per_customer_limit: null,
    used_count: 37,
    usage_limit: 500,
    starts_at: '2026-12-01T00:00:00.000Z',
    ends_at: '2027-02-28T21:00:00.000Z',
  },
  {
    ...coupon,
    id: 9,
    code: 'SHIPFREE',
    kind: 'free_shipping',
    value: 0,
    min_subtotal: 5000,
    first_order_only: false,
    per_customer_limit: null,
    used_count: 0,
  },
  {
    ...coupon,
    id: 10,
    code: 'SORRY5',
    kind: 'fixed',
    value: 500,
    first_order_only: false,
    per_customer_limit: null,
    used_count: 3,
    is_active: false,
  },
];

async function answerStaffCalls(page: Page, signedIn: boolean) {
  const json = (route: Route, status: number, body: unknown) =>
    route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });
  await page.route(`**${ADMIN_API}/**`, (route) => {
    const { pathname } = new URL(route.request().url());
    const call = pathname.slice(ADMIN_API.length);
    if (call === '/auth/refresh') {
      return signedIn
        ? json(route, 200, { data: { token: 'screenshot', expires_in_seconds: 900, staff: owner } })
        : json(route, 401, { code: 'unauthenticated', message: 'The refresh token is missing' });
    }
    if (call === '/auth/code') {
      return json(route, 200, { data: { message: 'Code sent', expires_in_seconds: 600, resend_after_seconds: 60 } });
    }
    if (call === '/staff') return json(route, 200, { data: staff });
    if (call === '/audit') return json(route, 200, { data: audit, total: 1287 });
    if (call === '/stock') return json(route, 200, { data: variations, total: 1841 });
    if (call === '/coupons') return json(route, 200, { data: coupons, total: coupons.length });
    return json(route, 404, { code: 'not_found', message: 'Not found' });
  });
}

describe.runIf(process.env.SCREENSHOTS)('screenshots of the back office', () => {
  const suite = useShopSuite();

  it('takes sign-in, staff, audit log, stock and coupons at 1440 and 390 px', async () => {
    await mkdir(outDir, { recursive: true });
    const shots: string[] = [];
    for (const width of [1440, 390]) {
      const shot = async (page: Page, name: string, fullPage = true) => {
        await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
        const file = path.join(outDir, `admin-${name}-${width}.png`);
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.screenshot({ path: file, fullPage });
        shots.push(file);
      };
      const visitor = await openPage(suite.browser, { width, height: 900 });
      expectSessionlessRefresh(visitor.page);
      await answerStaffCalls(visitor.page, false);
      await visitor.page.goto(`${suite.shop.url}/admin/login`);
      await visitor.page.getByLabel('E-mail').fill(owner.email);
      await shot(visitor.page, 'login');
      await visitor.page.getByRole('button', { name: 'Send a code' }).click();
      await visitor.page.getByLabel('Code from the e-mail').waitFor();
      await shot(visitor.page, 'login-code');
      await visitor.context.close();

      const { page, context } = await openPage(suite.browser, { width, height: 900 });
      await answerStaffCalls(page, true);
      await page.goto(`${suite.shop.url}/admin/staff`);
      await page.getByText('anna.support@kordon.example').waitFor();
      await shot(page, 'staff');
      await page.getByRole('button', { name: 'Invite staff member' }).click();
      await page.getByRole('dialog').waitFor();
      await shot(page, 'staff-invite');
      await page.keyboard.press('Escape');
      await page.goto(`${suite.shop.url}/admin/audit?page=3`);
      await page.getByText('Rows 101–150 of 1,287').waitFor();
      await page.getByRole('table').getByText('price', { exact: true }).first().click();
      // Fifty cards on a phone: the first screenful says enough.
      await shot(page, 'audit', width > 600);
      await page.goto(`${suite.shop.url}/admin/stock?stock=low`);
      await page.getByText('KRD-POUCH-DUMP').waitFor();
      await shot(page, 'stock');
      await page.getByRole('button', { name: 'Edit KRD-M65-OLV-M' }).click();
      await page.getByRole('dialog').waitFor();
      await shot(page, 'stock-edit', false);
      await page.keyboard.press('Escape');
      await page.goto(`${suite.shop.url}/admin/coupons`);
      await page.getByText('SHIPFREE').waitFor();
      await shot(page, 'coupons');
      await page.getByRole('button', { name: 'New coupon' }).click();
      await page.getByRole('dialog').waitFor();
      await shot(page, 'coupon-form', false);
      await page.keyboard.press('Escape');
      await page.goto(`${suite.shop.url}/admin/orders`);
      await page.getByText('Coming soon').waitFor();
      if (width < 900) {
        await page.getByRole('button', { name: 'Menu' }).click();
        await page.getByRole('dialog').waitFor();
        await shot(page, 'menu');
      } else await shot(page, 'placeholder');
      await context.close();
    }
    expect(shots).toHaveLength(20);
  }, 300_000);
});
