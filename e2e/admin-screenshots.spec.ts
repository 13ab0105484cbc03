import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ADMIN_API, expectSessionlessRefresh } from './fixtures/admin.js';
import {
  screenshotOrder,
  screenshotOrderChoices,
  screenshotOrderRows,
  screenshotOrderTotals,
} from './fixtures/admin-orders-screens.js';
import { openPage } from './fixtures/browser.js';
import { answerPeopleCalls } from './fixtures/people-screens.js';
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

/** The dashboard, announcements and settings of issue 29 (points 7, 8, 9), answered from fixtures too. */
const days = Array.from({ length: 30 }, (_, i) => {
  const date = new Date(Date.UTC(2026, 9, 30) + i * 86_400_000).toISOString().slice(0, 10);
  const orders = [3, 5, 2, 7, 4, 6, 9, 4, 3, 8, 5, 2, 6, 7, 11, 5, 4, 3, 6, 8, 7, 5, 9, 12, 6, 4, 5, 7, 10, 8][i]!;
  return { date, orders, revenue: orders * (5400 + ((i * 1373) % 3900)) };
});
const dashboardFixture = {
  from: days[0]!.date,
  to: days.at(-1)!.date,
  currency: { code: 'USD', symbol: '$', minor_units: 2 },
  days,
  totals: {
    orders: days.reduce((sum, day) => sum + day.orders, 0),
    revenue: days.reduce((sum, day) => sum + day.revenue, 0),
    average_order: Math.round(days.reduce((sum, day) => sum + day.revenue, 0) / days.reduce((s, d) => s + d.orders, 0)),
  },
  top_products: [
    ['Chest Rig "Kolchuga"', 41, 369_000],
    ['Placard Chest Rig P-6', 33, 264_000],
    ['Field Jacket M-65, olive', 27, 431_900],
    ['Tactical Gloves Mk II', 25, 87_500],
    ['"Tank Aces" (hardcover)', 19, 57_000],
  ].map(([name, units, revenue], i) => ({ product_id: 100 + i, name, units, revenue })),
  low_stock: {
    threshold: 3,
    total: 14,
    items: [
      ['Placard Chest Rig P-6', 'KRD-TAC-008-BLACK', 0],
      ['Chest Rig "Kolchuga"', 'KRD-TAC-002-COYOTE', 1],
      ['Field Jacket M-65, olive', 'KRD-APP-013-OLIVE-XL', 2],
      ['Tactical Gloves Mk II', 'KRD-ACC-021-L', 3],
    ].map(([name, sku, stock], i) => ({ variation_id: 500 + i, product_id: 100 + i, name, sku, stock })),
  },
  expiring_orders: {
    total: 3,
    items: [
      ['KR-100287', 12_990, 'USD', '2026-11-28T18:20:00.000Z'],
      ['KR-100291', 459_000, 'RUB', '2026-11-28T18:45:00.000Z'],
      ['KR-100276', 24_500, 'EUR', '2026-11-30T09:00:00.000Z'],
    ].map(([number, total, currency, hold], i) => ({
      id: `5b7c1f9e-3a51-4d0e-9f3e-6a1b2c3d4f0${i}`,
      number,
      total,
      currency,
      hold_until: hold,
    })),
  },
  reviews_waiting: {
    total: 2,
    items: [
      [301, 'Chest Rig "Kolchuga"', 'Dmitry K.', 5],
      [302, 'Field Jacket M-65, olive', 'Sam W.', 3],
    ].map(([id, product_name, author, rating], i) => ({
      id,
      product_id: 100 + i,
      product_name,
      author,
      rating,
      created_at: `2026-11-2${7 + i}T10:00:00.000Z`,
    })),
  },
};
const announcementsFixture = [
  {
    id: 11,
    html_text: {
      en: '<p>Free premium delivery on orders over <strong>$150</strong></p>',
      ru: '<p>Бесплатная премиум-доставка от <strong>$150</strong></p>',
    },
    background_color: '#1d2023',
    position: 0,
    starts_at: null,
    ends_at: null,
    is_active: true,
    status: 'live',
    version: 2,
  },
  {
    id: 12,
    html_text: {
      en: '<p>Winter sale: <strong>20% off</strong> jackets and gloves</p>',
      ru: '<p>Зимняя распродажа: <strong>−20%</strong> на куртки и перчатки</p>',
    },
    background_color: '#7a1f1f',
    position: 1,
    starts_at: '2026-12-01T00:00:00.000Z',
    ends_at: '2027-01-10T00:00:00.000Z',
    is_active: true,
    status: 'scheduled',
    version: 1,
  },
  {
    id: 13,
    html_text: { en: '<p>Black Friday is over: thank you!</p>', ru: '<p>Чёрная пятница закончилась, спасибо!</p>' },
    background_color: '#c2410c',
    position: 2,
    starts_at: '2026-11-20T00:00:00.000Z',
    ends_at: '2026-11-28T00:00:00.000Z',
    is_active: true,
    status: 'ended',
    version: 4,
  },
];
const settingsFixture = {
  notification_email: 'orders@kordon.example',
  store_email: 'shop@kordon.example',
  low_stock_threshold: 3,
  version: 2,
};

async function answerBackOfficeCalls(page: Page) {
  const json = (route: Route, body: unknown) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(body) });
  await page.route(`**${ADMIN_API}/**`, (route) => {
    const url = new URL(route.request().url());
    const call = url.pathname.slice(ADMIN_API.length);
    if (call === '/auth/refresh')
      return json(route, { data: { token: 'screenshot', expires_in_seconds: 900, staff: owner } });
    if (call === '/dashboard') return json(route, { data: dashboardFixture });
    if (call === '/announcements/preview')
      return json(route, { data: { en: url.searchParams.get('en') ?? '', ru: url.searchParams.get('ru') ?? '' } });
    if (call === '/announcements') {
      const status = url.searchParams.get('status');
      const data = announcementsFixture.filter((entry) => !status || entry.status === status);
      return json(route, { data, total: data.length });
    }
    if (call === '/settings') return json(route, { data: settingsFixture });
    return route.fulfill({ status: 404, contentType: 'application/json', body: '{"code":"not_found","message":"x"}' });
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
      // No placeholder is left: the phone's menu is shot over the coupons.
      if (width < 900) {
        await page.getByRole('button', { name: 'Menu' }).click();
        await page.getByRole('dialog').waitFor();
        await shot(page, 'menu', false);
      }
      await context.close();
    }
    expect(shots).toHaveLength(19);
  }, 300_000);

  it('takes dashboard, announcements and settings at 1440 and 390 px', async () => {
    await mkdir(outDir, { recursive: true });
    const shots: string[] = [];
    for (const width of [1440, 390]) {
      const { page, context } = await openPage(suite.browser, { width, height: 900 });
      const shot = async (name: string) => {
        await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
        const file = path.join(outDir, `admin-${name}-${width}.png`);
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.screenshot({ path: file, fullPage: true });
        shots.push(file);
      };
      await answerBackOfficeCalls(page);
      await page.goto(`${suite.shop.url}/admin/`);
      await page.getByText('KR-100287').waitFor();
      await page.locator('.daily-chart-canvas canvas').first().waitFor();
      await shot('dashboard');
      await page.goto(`${suite.shop.url}/admin/announcements`);
      await page.getByRole('table').getByText('Scheduled').waitFor();
      await shot('announcements');
      await page.getByRole('button', { name: 'Add announcement' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Text (English)').fill('<p>New arrivals: <strong>Crossout</strong> patches</p>');
      await dialog.getByLabel('Text (Russian)').fill('<p>Новинки: нашивки <strong>Crossout</strong></p>');
      await dialog.getByRole('list', { name: 'Preview of the strip' }).getByText('patches').waitFor();
      await shot('announcement-edit');
      await page.keyboard.press('Escape');
      await page.goto(`${suite.shop.url}/admin/settings`);
      await page.getByLabel('Notification e-mail').waitFor();
      await shot('settings');
      await context.close();
    }
    expect(shots).toHaveLength(8);
  }, 300_000);

  it('takes reviews, customers and restock at 1440 and 390 px', async () => {
    const { rows } = await suite.shop.database.pool.query<{ path: string }>(
      'SELECT path FROM product_images WHERE position = 0 ORDER BY product_id LIMIT 3',
    );
    const pictures = rows.map((row) => `/media/c300/${row.path}`);
    const shots: string[] = [];
    for (const width of [1440, 390]) {
      const { page, context } = await openPage(suite.browser, { width, height: 900 });
      await answerPeopleCalls(page, pictures);
      const shot = async (name: string) => {
        await page.evaluate(() => Promise.all([...document.images].map((img) => img.decode().catch(() => undefined))));
        const file = path.join(outDir, `admin-${name}-${width}.png`);
        await page.screenshot({ path: file, fullPage: true });
        shots.push(file);
      };
      await page.goto(`${suite.shop.url}/admin/reviews`);
      await page.getByRole('article', { name: 'Review by Ivan P.' }).waitFor();
      await shot('reviews');
      await page.getByRole('button', { name: 'Reject the review by Ivan P.' }).click();
      await page.getByRole('dialog').waitFor();
      await shot('reviews-reject');
      await page.keyboard.press('Escape');
      await page.goto(`${suite.shop.url}/admin/customers`);
      await page.getByText('olga.smirnova@example.com').waitFor();
      await shot('customers');
      await page.getByRole('link', { name: 'Olga Smirnova' }).click();
      await page.getByText('KR-100231').waitFor();
      await shot('customer');
      await page.goto(`${suite.shop.url}/admin/restock`);
      await page.getByText('CT-MC-50-182').waitFor();
      await shot('restock');
      await context.close();
    }
    expect(shots).toHaveLength(10);
  }, 300_000);

  it('takes the orders list and an order at 1440 and 390 px', async () => {
    await mkdir(outDir, { recursive: true });
    for (const width of [1440, 390]) {
      const { page, context } = await openPage(suite.browser, { width, height: 900 });
      await answerStaffCalls(page, true);
      // Registered later, so asked first: the orders calls answer from their fixtures.
      await page.route(`**${ADMIN_API}/orders**`, (route) => {
        const call = new URL(route.request().url()).pathname.slice(ADMIN_API.length);
        const data =
          call === '/orders'
            ? { data: screenshotOrderRows, total: 1287 }
            : call === '/orders/totals'
              ? { data: screenshotOrderTotals }
              : call === '/orders/choices'
                ? { data: screenshotOrderChoices }
                : { data: screenshotOrder };
        return route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(data) });
      });
      const shot = async (name: string, fullPage = true) => {
        await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.screenshot({ path: path.join(outDir, `admin-${name}-${width}.png`), fullPage });
      };
      await page.goto(`${suite.shop.url}/admin/orders`);
      await page.getByRole('table', { name: 'Orders' }).getByText('KR-100212').waitFor();
      await page.getByRole('option', { name: 'Germany' }).waitFor({ state: 'attached' });
      // Twenty cards on a phone: the first screenful says enough.
      await shot('orders', width > 600);
      await page.goto(`${suite.shop.url}/admin/orders/${screenshotOrder.id}`);
      await page.getByRole('heading', { name: 'Order KR-100231' }).waitFor();
      await shot('order');
      await page.getByRole('button', { name: 'Ship…' }).click();
      await page.getByRole('alertdialog').waitFor();
      await shot('order-ship', false);
      await context.close();
    }
  }, 300_000);
});
