import { describe, expect, it } from 'vitest';
import { DEVELOPMENT_SECRET, loadConfig } from './env.js';

describe('loadConfig', () => {
  it('works offline with no variables at all', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.ROLE).toBe('all');
    expect(config.siteUrl).toBe('http://localhost:3000');
  });

  it('names every bad variable in one message', () => {
    const attempt = () => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', ROLE: 'both' });
    expect(attempt).toThrow(/PORT:/);
    expect(attempt).toThrow(/DATABASE_URL: must start with postgres:\/\//);
    expect(attempt).toThrow(/ROLE:/);
  });

  it('refuses production without a signing secret', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET/);
  });

  it('refuses production with the published development secret', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: DEVELOPMENT_SECRET })).toThrow(
      /JWT_SECRET: required in production/,
    );
  });

  it('refuses a secret shorter than 32 bytes, counted in bytes not characters', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(31) })).toThrow(/JWT_SECRET/);
    // 16 two-byte letters are 32 bytes: long enough.
    const site = { SITE_URL: 'https://shop.example' };
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'ж'.repeat(16), ...site }).jwtSecret).toBe('ж'.repeat(16));
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'ж'.repeat(15) })).toThrow(/at least 32 bytes/);
  });

  it('refuses production without SITE_URL, instead of guessing http://HOST:PORT for mail and payment links', () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: 'j'.repeat(40) };
    expect(() => loadConfig(production)).toThrow(/SITE_URL: required in production/);
    expect(loadConfig({ ...production, SITE_URL: 'https://shop.example/' }).siteUrl).toBe('https://shop.example');
    // Development still guesses, so a fresh clone runs with no variables.
    expect(loadConfig({}).siteUrl).toBe('http://localhost:3000');
  });

  it('treats empty strings as unset', () => {
    expect(loadConfig({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
  });
});
