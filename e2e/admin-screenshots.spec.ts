import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ADMIN_API } from './fixtures/admin.js';
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
    return json(route, 404, { code: 'not_found', message: 'Not found' });
  });
}

describe.runIf(process.env.SCREENSHOTS)('screenshots of the back office', () => {
  const suite = useShopSuite();

  it('takes sign-in, staff and audit log at 1440 and 390 px', async () => {
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
      await page.goto(`${suite.shop.url}/admin/orders`);
      await page.getByText('Coming soon').waitFor();
      if (width < 900) {
        await page.getByRole('button', { name: 'Menu' }).click();
        await page.getByRole('dialog').waitFor();
        await shot(page, 'menu');
      } else await shot(page, 'placeholder');
      await context.close();
    }
    expect(shots).toHaveLength(12);
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
});
