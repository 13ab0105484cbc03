import { describe, expect, it } from 'vitest';
import { openPage } from './fixtures/browser.js';
import { fetchPage } from './fixtures/shell.js';
import { useShopSuite } from './fixtures/suite.js';

const suite = useShopSuite();

const DAY = 24 * 60 * 60;

describe('language switch (spec §4)', () => {
  it('keeps the page, changes the prefix, the texts and <html lang>, and remembers the choice', async () => {
    const { page, context } = await openPage(suite.browser);
    await page.goto(`${suite.shop.url}/information/payments`);
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(suite.slugs.information.title.en);

    await page.getByRole('button', { name: 'Language and currency' }).click();
    await page.getByRole('radio', { name: 'Русский' }).check();
    await page.waitForURL(`${suite.shop.url}/ru/information/payments`);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe(suite.slugs.information.title.ru);
    expect(await page.locator('html').getAttribute('lang')).toBe('ru');
    expect(await page.getByRole('searchbox', { name: 'Поиск по магазину' }).first().getAttribute('placeholder')).toBe(
      'Товары, бренды…',
    );

    const cookie = (await context.cookies()).find((c) => c.name === 'locale');
    expect(cookie?.value).toBe('ru');
    // Spec §3, §9: "a locale cookie (365 days)". Written a few seconds ago, so it expires 365 days from
    // then: a cookie of 364 or 366 days falls outside this window.
    const in365Days = Date.now() / 1000 + 365 * DAY;
    expect(cookie?.expires).toBeGreaterThan(in365Days - 600);
    expect(cookie?.expires).toBeLessThanOrEqual(in365Days + 1);
    const settings = await page.evaluate(() => JSON.parse(localStorage.getItem('settings') ?? '{}'));
    expect(settings.localization.code).toBe('ru');

    // The cookie now brings the visitor from / to /ru (headless Chromium counts as a bot, so ask as a suite.browser).
    const cookieHeader = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
    expect((await fetchPage(suite.shop, '/', { cookie: cookieHeader })).location).toBe('/ru');
    await page.goto(`${suite.shop.url}/ru`);

    await page.getByRole('button', { name: 'Язык и валюта' }).click();
    await page.getByRole('radio', { name: 'English' }).check();
    await page.waitForURL(`${suite.shop.url}/`);
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('en');
    await context.close();
  });

  it("renders the footer in the new language and back (the page keeps the server's footer until then)", async () => {
    const { page, context } = await openPage(suite.browser);
    await page.goto(`${suite.shop.url}/contacts`);
    await page.waitForLoadState('networkidle');
    const footer = page.getByRole('contentinfo');
    // A kept footer link still navigates in the app: the page is not loaded again.
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    await footer.getByRole('link', { name: 'Brands', exact: true }).click();
    await page.waitForURL(`${suite.shop.url}/brands`);
    expect(await page.evaluate(() => 'samePage' in window)).toBe(true);

    await page.getByRole('button', { name: 'Language and currency' }).click();
    await page.getByRole('radio', { name: 'Русский' }).check();
    await page.waitForURL(`${suite.shop.url}/ru/brands`);
    await expect.poll(() => footer.getByRole('link', { name: 'Бренды', exact: true }).count()).toBe(1);
    expect(await footer.getByRole('link', { name: 'Brands', exact: true }).count()).toBe(0);

    await page.getByRole('radio', { name: 'English' }).check();
    await page.waitForURL(`${suite.shop.url}/brands`);
    await expect.poll(() => footer.getByRole('link', { name: 'Brands', exact: true }).count()).toBe(1);
    expect(await footer.getByRole('link', { name: 'Бренды', exact: true }).count()).toBe(0);
    expect(await page.evaluate(() => 'samePage' in window)).toBe(true);
    await context.close();
  });

  it('goes home when switched on the search page', async () => {
    const { page, context } = await openPage(suite.browser);
    await page.goto(`${suite.shop.url}/search?text=bag`);
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Language and currency' }).click();
    await page.getByRole('radio', { name: 'Русский' }).check();
    await page.waitForURL(`${suite.shop.url}/ru`);
    await context.close();
  });

  it('reloads the menu in the new language', async () => {
    const { page, context } = await openPage(suite.browser);
    await page.goto(`${suite.shop.url}/contacts`);
    await page.waitForLoadState('networkidle');
    const menu = page.getByRole('navigation', { name: 'Catalogue' });
    await expect.poll(() => menu.getByRole('link', { name: suite.slugs.top.name.en, exact: true }).count()).toBe(1);
    await page.getByRole('button', { name: 'Language and currency' }).click();
    await page.getByRole('radio', { name: 'Русский' }).check();
    const ruMenu = page.getByRole('navigation', { name: 'Каталог' });
    await expect.poll(() => ruMenu.getByRole('link', { name: suite.slugs.top.name.ru, exact: true }).count()).toBe(1);
    await context.close();
  });

  it('renders Russian pages on the server, hydrated without errors', async () => {
    const { page, context } = await openPage(suite.browser, { locale: 'ru-RU' });
    const response = await page.goto(`${suite.shop.url}/ru/contacts`);
    expect(response?.status()).toBe(200);
    const html = await response?.text();
    expect(html).toContain('<html lang="ru"');
    expect(html).toContain('<h1>Контакты</h1>');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Контакты');
    await page.waitForLoadState('networkidle');
    await context.close();
  });
});

describe('currency switch (spec §3, §7)', () => {
  it('re-renders with the chosen currency and keeps it for server rendering', async () => {
    const { page, context } = await openPage(suite.browser);
    await page.goto(`${suite.shop.url}/contacts`);
    await page.waitForLoadState('networkidle');
    const label = page.getByTestId('settings-label').first();
    expect(await label.textContent()).toContain('USD');

    await page.getByRole('button', { name: 'Language and currency' }).click();
    await page.getByRole('radio', { name: /EUR/ }).check();
    await expect.poll(() => label.textContent()).toContain('€ EUR');

    expect((await context.cookies()).find((c) => c.name === 'currency')?.value).toBe('EUR');
    const settings = await page.evaluate(() => JSON.parse(localStorage.getItem('settings') ?? '{}'));
    expect(settings.currency.code).toBe('EUR');

    // The server renders the stored currency too (X-App-Currency from the cookie).
    const response = await page.reload();
    expect(await response?.text()).toMatch(/data-testid="settings-label">[^<]*€ EUR</);
    await context.close();
  });

  it('changes the promotional price on the home slider (spec: currency switch changes prices on the page)', async () => {
    // Server rendering already prices the slide in the currency of the cookie.
    const rendered = await fetchPage(suite.shop, '/', { cookie: 'currency=RUB' });
    expect(rendered.status).toBe(200);
    expect(rendered.html).toMatch(/class="slide-price price">₽[\d,]+\.\d\d</);
    expect(rendered.html).not.toContain('$149');

    const { page, context } = await openPage(suite.browser);
    await page.goto(`${suite.shop.url}/`);
    await page.waitForLoadState('networkidle');
    const price = page.locator('.slider .slide-price').first();
    expect(await price.textContent()).toBe('$149.00');

    await page.getByRole('button', { name: 'Language and currency' }).click();
    await page.getByRole('radio', { name: /EUR/ }).check();
    await expect.poll(() => price.textContent()).toMatch(/^€\d+\.\d\d$/);
    expect(await page.locator('.slider').textContent()).not.toContain('$149');
    await context.close();
  });

  it('forgets a currency the shop does not sell (422 "Unavailable currency."): renders in the default one, no redirect', async () => {
    // A redirect that clears the cookie would loop for a parent-domain cookie the shop cannot clear.
    const direct = await fetchPage(suite.shop, '/contacts', { cookie: 'currency=XYZ' });
    expect(direct.status).toBe(200);

    const { page, context } = await openPage(suite.browser);
    await context.addCookies([{ name: 'currency', value: 'XYZ', url: suite.shop.url }]);
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('settings', JSON.stringify({ currency: { code: 'XYZ' } }));
        sessionStorage.setItem('seeded', '1');
      }
    });
    const response = await page.goto(`${suite.shop.url}/contacts`);
    expect(response?.status()).toBe(200);
    expect(page.url()).toBe(`${suite.shop.url}/contacts`);
    await page.waitForLoadState('networkidle');
    // Once hydrated, the page drops the stale cookie mirror itself.
    expect((await context.cookies()).find((c) => c.name === 'currency')).toBeUndefined();
    expect(await page.getByTestId('settings-label').first().textContent()).toContain('USD');
    const settings = await page.evaluate(() => JSON.parse(localStorage.getItem('settings') ?? '{}'));
    expect(settings.currency.code).toBe('USD');
    await context.close();
  });
});

describe('page titles (issue 30, item 16)', () => {
  it('name the shop once on every kind of page, in both languages', async () => {
    const { page, context } = await openPage(suite.browser);
    const { rows } = await suite.shop.database.pool.query<{ name: string }>('SELECT name FROM stores LIMIT 1');
    const shop = rows[0]?.name ?? '';
    const { product, top, information, brand } = suite.slugs;
    const paths = ['', `/product/${product.slug}`, `/category/${top.slug}`, `/information/${information.slug}`];
    const titles: string[] = [];
    for (const prefix of ['', '/ru']) {
      for (const path of [...paths, `/brands/${brand.slug}`, '/reviews']) {
        await page.goto(`${suite.shop.url}${prefix}${path}`);
        titles.push(await page.title());
      }
    }
    const twice = titles.filter((title) => title.split(shop).length - 1 !== 1);
    expect(shop).not.toBe('');
    expect(twice).toEqual([]);
    await context.close();
  });
});
