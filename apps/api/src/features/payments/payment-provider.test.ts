import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config/env.js';
import { providerForMethod } from './payment-provider.js';

const base = { NODE_ENV: 'test', SITE_URL: 'http://shop.test' };
const codeFor = (env: Record<string, string>, methodProvider: string) =>
  providerForMethod(loadConfig({ ...base, ...env }), methodProvider)?.code ?? null;

describe('payment provider registry', () => {
  it('uses the test card gateway for cards and PayPal when nothing is configured', () => {
    expect(codeFor({}, 'test_card')).toBe('test_card');
    expect(codeFor({}, 'paypal')).toBe('test_card');
    expect(codeFor({}, 'bank_transfer')).toBe('bank_transfer');
    expect(codeFor({}, 'unknown')).toBeNull();
  });

  it('takes cards through Stripe and PayPal through PayPal once they are configured', () => {
    const stripe = { STRIPE_SECRET_KEY: 'sk_test_123', STRIPE_WEBHOOK_SECRET: 'whsec_123' };
    const paypal = { PAYPAL_CLIENT_ID: 'id', PAYPAL_CLIENT_SECRET: 'secret' };
    expect(codeFor(stripe, 'test_card')).toBe('stripe');
    expect(codeFor(stripe, 'paypal')).toBe('test_card');
    expect(codeFor(paypal, 'paypal')).toBe('paypal');
  });

  it('has no test gateway in production unless it is switched on with its own secret', () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: 'j'.repeat(40), SITE_URL: 'https://shop.example' };
    expect(codeFor(production, 'test_card')).toBeNull();
    expect(codeFor(production, 'paypal')).toBeNull();
    expect(codeFor(production, 'bank_transfer')).toBe('bank_transfer');
    expect(codeFor({ ...production, TEST_CARD_ENABLED: 'true', TEST_CARD_SECRET: 's'.repeat(32) }, 'test_card')).toBe(
      'test_card',
    );
    expect(() => loadConfig({ ...base, ...production, TEST_CARD_ENABLED: 'true' })).toThrow(/TEST_CARD_SECRET/);
  });

  it('refuses a provider configured by half', () => {
    expect(() => loadConfig({ ...base, STRIPE_SECRET_KEY: 'sk_test_123' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, PAYPAL_CLIENT_ID: 'id' })).toThrow(/PAYPAL_CLIENT_SECRET/);
  });
});
