import type { RouteConfigEntry } from '@react-router/dev/routes';
import { describe, expect, it } from 'vitest';
import routes from '../../../apps/web/app/routes';
import {
  canonicalPathOf,
  findStorefrontPath,
  isPathAllowed,
  localizePath,
  pagePath,
  prefixedLocales,
  splitLocalePrefix,
  storefrontPages,
  storefrontPaths,
} from './paths.js';

describe('the URL table', () => {
  it('gives every page a pattern and every entry a unique id', () => {
    // Leading slash, no empty segment, no trailing slash (spec §2: 404 except the root).
    for (const { pattern } of storefrontPaths) expect(pattern).toMatch(/^\/$|^(?:\/:?[A-Za-z][\w-]*)+$/);
    for (const page of Object.values(storefrontPages)) expect(page.pattern).toBeTruthy();
    const ids = storefrontPaths.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
    const patterns = storefrontPaths.map((entry) => entry.pattern);
    expect(new Set(patterns).size).toBe(patterns.length);
  });

  it('maps every legacy alias to an existing page the guard lets through', () => {
    const aliases = storefrontPaths.filter((entry) => entry.legacy);
    expect(aliases.map((entry) => entry.pattern).sort()).toEqual(
      [
        '/mainPage',
        '/searchPage',
        '/sitemapPage',
        '/brands/brands',
        '/category/main',
        '/sets/sets',
        '/checkout/checkout',
        '/login/login',
        '/profile/profile',
      ].sort(),
    );
    for (const alias of aliases) {
      expect(storefrontPages[alias.page]).toBeDefined();
      expect(isPathAllowed(alias.pattern), alias.pattern).toBe(true);
      expect(findStorefrontPath(alias.pattern)).toBe(alias);
    }
  });

  it('leaves /admin and everything under it to the back office, in any language and case', () => {
    for (const path of ['/admin', '/admin/staff', '/admin/orders/KR-1', '/ru/admin', '/ADMIN', '/Admin/x']) {
      expect(isPathAllowed(path), path).toBe(false);
    }
    expect(isPathAllowed('/administration')).toBe(true);
  });
});

describe('pagePath', () => {
  it('fills parameters and escapes them', () => {
    expect(pagePath('home')).toBe('/');
    expect(pagePath('brand', { slug: 'ratnik' })).toBe('/brands/ratnik');
    expect(pagePath('product', { slug: 'a/b?c#d е' })).toBe('/product/a%2Fb%3Fc%23d%20%D0%B5');
    expect(pagePath('catalogue3', { category: 'tactical', subCategory: 'bags', productSlug: 'pack' })).toBe(
      '/tactical/bags/pack',
    );
  });

  it('refuses an empty parameter, which would be a trailing-slash path', () => {
    expect(() => pagePath('review', { slug: '' })).toThrow(/slug/);
  });

  it('builds paths the table serves as that page', () => {
    expect(findStorefrontPath(pagePath('information', { slug: 'return' }))?.id).toBe('information');
    expect(findStorefrontPath(pagePath('catalogue2', { category: 'a', subCategory: 'b' }))?.id).toBe('catalogue2');
  });
});

describe('localizePath and splitLocalePrefix', () => {
  it('leaves the default language bare and prefixes the others', () => {
    expect(localizePath('/brands/x', 'en')).toBe('/brands/x');
    expect(localizePath('/brands/x', 'ru')).toBe('/ru/brands/x');
    expect(localizePath('/', 'ru')).toBe('/ru');
    expect(localizePath('/?text=bag', 'ru')).toBe('/ru?text=bag');
    expect(localizePath('/brands', 'en', 'ru')).toBe('/en/brands');
    expect(localizePath('https://cdn.example/a.png', 'ru')).toBe('https://cdn.example/a.png');
  });

  it('reads only a known two-letter lower-case prefix', () => {
    expect(splitLocalePrefix('/ru/contacts')).toEqual({ locale: 'ru', path: '/contacts' });
    expect(splitLocalePrefix('/ru')).toEqual({ locale: 'ru', path: '/' });
    expect(splitLocalePrefix('/en/contacts')).toEqual({ locale: 'en', path: '/en/contacts' });
    expect(splitLocalePrefix('/RU/contacts')).toEqual({ locale: 'en', path: '/RU/contacts' });
    expect(splitLocalePrefix('/rus')).toEqual({ locale: 'en', path: '/rus' });
  });
});

describe('canonicalPathOf', () => {
  it('points duplicates of a page without parameters at that page, in the same language', () => {
    expect(canonicalPathOf('/searchPage')).toBe('/search');
    expect(canonicalPathOf('/ru/profile/profile')).toBe('/ru/profile');
  });

  it('keeps /category/main and /sets/sets, which have no page path of their own', () => {
    expect(canonicalPathOf('/category/main')).toBe('/category/main');
    expect(canonicalPathOf('/ru/sets/sets')).toBe('/ru/sets/sets');
  });
});

/** Each page route of apps/web's config, as [language prefix, path without prefix, route id]. */
function routesOf(entries: RouteConfigEntry[]): Array<[string, string, string]> {
  return entries.flatMap((entry): Array<[string, string, string]> => {
    if (entry.children) return routesOf(entry.children);
    if (entry.path === '*') return [];
    const path = entry.index ? '' : (entry.path ?? '');
    const prefix = prefixedLocales.find((locale) => path === locale || path.startsWith(`${locale}/`)) ?? '';
    return [[prefix, `/${path.slice(prefix ? prefix.length + 1 : 0)}`, entry.id ?? entry.file]];
  });
}

describe('the storefront router', () => {
  const served = routesOf(routes);

  it('serves every table entry once in each language', () => {
    for (const prefix of ['', ...prefixedLocales]) {
      const inLanguage = served.filter(([p]) => p === prefix);
      expect(inLanguage.map(([, path]) => path).sort(), prefix || 'default').toEqual(
        storefrontPaths.map((entry) => entry.pattern).sort(),
      );
    }
  });

  it('routes nothing the table does not know', () => {
    for (const [, path, id] of served) {
      const matching = storefrontPaths.filter((entry) => entry.pattern === path);
      expect(matching, id).toHaveLength(1);
    }
  });
});
