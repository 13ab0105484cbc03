import { describe, expect, it } from 'vitest';
import { isPathAllowed } from './access-guard';

describe('access guard (spec §2)', () => {
  it.each([
    '/',
    '/checkout',
    '/checkout/failure',
    '/checkout/business',
    '/checkout/receipt',
    '/checkout/success',
    '/contacts',
    '/login',
    '/profile',
    '/search',
    '/sitemap',
    '/sale',
    '/brands',
    '/brands/ratnik',
    '/reviews',
    '/reviews/field-test',
    '/information/payments',
    '/category/backpacks',
    '/product/assault-pack',
    '/mainPage',
    '/searchPage',
    '/sitemapPage',
    '/brands/brands',
    '/category/main',
    '/sets/sets',
    '/checkout/checkout',
    '/login/login',
    '/profile/profile',
    '/tactical',
    '/tactical/backpacks',
    '/tactical/backpacks/assault-pack',
    '/ru',
    '/ru/contacts',
    '/ru/information/return',
  ])('allows %s', (path) => {
    expect(isPathAllowed(path)).toBe(true);
  });

  it.each([
    '/product',
    '/category',
    '/information',
    '/ru/product',
    '/contacts/',
    '/ru/',
    '/brands/',
    '/information/payments/',
    '/checkout/other',
    '/contacts/x',
    '/brands/a/b',
    '/information/a/b',
    '/a/b/c/d',
    '//contacts',
    // spec-coverage 2.1: case-sensitive paths, a lower-case locale prefix.
    '/CONTACTS',
    '/Contacts',
    '/RU/contacts',
    '/Ru',
    '/ru/CONTACTS',
    '/PRODUCT/assault-pack',
    '/Checkout/success',
  ])('answers 404 for %s', (path) => {
    expect(isPathAllowed(path)).toBe(false);
  });
});
