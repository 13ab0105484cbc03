import { pageLocaleOf } from '@kordon/contract';
import { describe, expect, it } from 'vitest';
import { localeFromAcceptLanguage, localizePath, pathInLocale, splitLocale } from './locale';

describe('splitLocale', () => {
  it.each([
    ['/', 'en', '/'],
    ['/contacts', 'en', '/contacts'],
    ['/ru', 'ru', '/'],
    ['/ru/contacts', 'ru', '/contacts'],
    ['/ru/', 'ru', '/'],
    ['/en/contacts', 'en', '/en/contacts'],
    ['/xx/contacts', 'en', '/xx/contacts'],
    ['/rus/contacts', 'en', '/rus/contacts'],
    ['/russia', 'en', '/russia'],
  ])('%s is %s at %s', (pathname, locale, path) => {
    expect(splitLocale(pathname)).toEqual({ locale, path });
  });
});

describe('localizePath', () => {
  it('adds the prefix for Russian only', () => {
    expect(localizePath('/', 'ru')).toBe('/ru');
    expect(localizePath('/brands/x', 'ru')).toBe('/ru/brands/x');
    expect(localizePath('/brands/x', 'en')).toBe('/brands/x');
  });
  it('replaces a prefix that is already there', () => {
    expect(localizePath('/ru/brands', 'en')).toBe('/brands');
    expect(localizePath('/ru/brands', 'ru')).toBe('/ru/brands');
  });
  it('leaves absolute URLs alone', () => {
    expect(localizePath('https://example.com/a', 'ru')).toBe('https://example.com/a');
  });
});

describe('pathInLocale', () => {
  const at = (pathname: string, search = '') => ({ pathname, search, hash: '' });
  it('keeps the page and its query', () => {
    expect(pathInLocale(at('/reviews', '?page=2'), 'ru')).toBe('/ru/reviews?page=2');
    expect(pathInLocale(at('/ru/information/payments'), 'en')).toBe('/information/payments');
    expect(pathInLocale(at('/ru'), 'en')).toBe('/');
  });
  it('goes home from the search page (spec §2)', () => {
    expect(pathInLocale(at('/search', '?text=bag'), 'ru')).toBe('/ru');
    expect(pathInLocale(at('/ru/search', '?text=bag'), 'en')).toBe('/');
  });
});

describe('locale choice without a prefix', () => {
  it('reads the best supported language of Accept-Language', () => {
    expect(localeFromAcceptLanguage('ru-RU,ru;q=0.9,en-US;q=0.8')).toBe('ru');
    expect(localeFromAcceptLanguage('de-DE,de;q=0.9,ru;q=0.5,en;q=0.7')).toBe('en');
    expect(localeFromAcceptLanguage('de,fr')).toBeUndefined();
    expect(localeFromAcceptLanguage('ru;q=0')).toBeUndefined();
    expect(localeFromAcceptLanguage(null)).toBeUndefined();
  });
  it('prefers the cookie, then the browser, then English', () => {
    expect(pageLocaleOf('locale=en', 'ru')).toBe('en');
    expect(pageLocaleOf('locale=ru', 'en')).toBe('ru');
    expect(pageLocaleOf(undefined, 'ru-RU')).toBe('ru');
    expect(pageLocaleOf('locale=xx', null)).toBe('en');
  });
});
