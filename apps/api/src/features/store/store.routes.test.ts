import { storeContext, validationErrorBody } from '@kordon/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demo: true });
});
afterAll(() => t.close());

const getContext = (headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/api/v1.2/context', headers });

describe('GET /api/v1.2/context', () => {
  it('describes the store in the default language and currency when no headers are sent', async () => {
    const response = await getContext();
    expect(response.statusCode).toBe(200);
    const data = storeContext.parse(response.json().data);
    expect(data.storeName).not.toBe('');
    expect(data.currency).toEqual({ code: 'USD', symbol: '$' });
    expect(data.localization.code).toBe('en');
    expect(data.localizationServer).toBe('en');
    expect(data.localizationStore).toBe('en');
    expect(data.localizationList.map((l) => l.code)).toEqual(expect.arrayContaining(['en', 'ru']));
    expect(data.currencyList.map((c) => c.code)).toEqual(expect.arrayContaining(['USD', 'EUR', 'RUB']));
  });

  it('answers in Russian with the rouble sign when asked for ru and RUB', async () => {
    const en = storeContext.parse((await getContext({ 'x-app-currency': 'RUB' })).json().data);
    const ru = storeContext.parse((await getContext({ 'x-app-language': 'ru', 'x-app-currency': 'RUB' })).json().data);
    expect(ru.currency).toEqual({ code: 'RUB', symbol: '₽' });
    expect(ru.localization.code).toBe('ru');
    expect(ru.localizationServer).toBe('ru');
    expect(ru.localizationStore).toBe('en');
    const rubEn = en.currencyList.find((c) => c.code === 'RUB');
    const rubRu = ru.currencyList.find((c) => c.code === 'RUB');
    expect(rubRu?.symbol).toBe('₽');
    expect(rubRu?.name).not.toBe(rubEn?.name);
  });

  it('carries the footer details: phone, social links, logo, payment icons and localized address', async () => {
    const en = storeContext.parse((await getContext()).json().data);
    const ru = storeContext.parse((await getContext({ 'x-app-language': 'ru' })).json().data);
    expect(en.phone).not.toBeNull();
    expect(en.socialLinks.length).toBeGreaterThan(0);
    for (const link of en.socialLinks) expect(link.link).toMatch(/^https:\/\//);
    expect(en.logo).toMatch(/^\/media\//);
    for (const icon of en.paymentIcons) expect(icon).toMatch(/^\/media\//);
    expect(en.address).not.toBeNull();
    expect(ru.address).not.toBe(en.address);
  });

  it('accepts a lower-case currency code', async () => {
    const response = await getContext({ 'x-app-currency': 'eur' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.currency.code).toBe('EUR');
  });

  it('falls back to English for a language the shop does not have', async () => {
    const response = await getContext({ 'x-app-language': 'de' });
    expect(response.json().data.localizationServer).toBe('en');
  });

  it("answers 422 'Unavailable currency.' for an unknown currency", async () => {
    const response = await getContext({ 'x-app-currency': 'XXX' });
    expect(response.statusCode).toBe(422);
    expect(validationErrorBody.parse(response.json())).toEqual({
      code: 'validation_failed',
      message: 'Unavailable currency.',
      errors: { currency: ['Unavailable currency.'] },
      codes: { currency: ['unavailable_currency'] },
    });
  });
});
