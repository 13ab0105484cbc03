import { describe, expect, it } from 'vitest';
import en from '../locales/en.json';
import ru from '../locales/ru.json';
import { createTranslator } from './i18n';

const keys = (value: unknown, prefix = ''): string[] =>
  typeof value === 'object' && value !== null
    ? Object.entries(value).flatMap(([key, child]) => keys(child, `${prefix}${key}.`))
    : [prefix.slice(0, -1).replace(/_(one|few|many|other)$/, '')];

describe('translation catalogues', () => {
  it('have the same keys in English and Russian', () => {
    expect(new Set(keys(ru))).toEqual(new Set(keys(en)));
  });
  it('hold the error page texts of spec §8', () => {
    const t = createTranslator('en', en);
    expect(t('errorPage404')).toBe('Page not found');
    expect(t('errorPage500')).toBe('Internal Server Error');
    expect(t('errorPage500Info')).toBe(
      'An unexpected error occurred on the server. Please wait, it will be fixed soon.',
    );
  });
  it('uses Russian plural forms', () => {
    const t = createTranslator('ru', ru);
    expect(t('header.cartCount', { count: 1 })).toBe('Корзина, 1 товар');
    expect(t('header.cartCount', { count: 3 })).toBe('Корзина, 3 товара');
    expect(t('header.cartCount', { count: 5 })).toBe('Корзина, 5 товаров');
  });
  it('gives each translator its own language', () => {
    expect(createTranslator('en', en)('pages.brands')).toBe('Brands');
    expect(createTranslator('ru', ru)('pages.brands')).toBe('Бренды');
  });
  it('fills placeholders and leaves unknown keys as they are', () => {
    const t = createTranslator('en', en);
    expect(t('reviews.pageOf', { page: 2, pages: 7 })).toBe('Page 2 of 7');
    expect(t('header.cartCount', { count: 1 })).toBe('Cart, 1 item');
    expect(t('header.cartCount', { count: 0 })).toBe('Cart, 0 items');
    expect(t('no.such.key' as never)).toBe('no.such.key');
  });
});
