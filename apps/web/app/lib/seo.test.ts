import type { StoreContext } from '@kordon/contract';
import { describe, expect, it } from 'vitest';
import { pack } from '../framework/packed';
import { catalogueJsonOf } from './messages.server';
import { alternateLinks, pageMeta, pageTitle } from './seo';
import type { ShellData } from './shell-data';

const context = {
  storeName: 'Kordon',
  email: 'shop@example.com',
  phone: null,
  socialLinks: [],
  currency: { code: 'USD', symbol: '$' },
} as unknown as StoreContext;
const shell = {
  locale: 'ru',
  messagesJson: catalogueJsonOf('ru'),
  context,
  menuJson: pack([]),
  announcements: [],
  siteUrl: 'https://shop.example',
} as ShellData;

describe('page title template', () => {
  it('is "{page} — {store}", the store alone for an empty name', () => {
    expect(pageTitle('Brands', 'Kordon')).toBe('Brands — Kordon');
    expect(pageTitle('', 'Kordon')).toBe('Kordon');
    expect(pageTitle('Kordon', 'Kordon')).toBe('Kordon');
    expect(pageTitle('Brands — Kordon', 'Kordon')).toBe('Brands — Kordon');
    expect(pageTitle('Clothing: buy online | Kordon', 'Kordon')).toBe('Clothing: buy online | Kordon');
  });

  it('never names the store twice: a title naming it anywhere stays as it is (issue 30, item 16)', () => {
    expect(pageTitle('Плитоноска ПК-1 «Рубеж» — купить в Kordon', 'Kordon')).toBe(
      'Плитоноска ПК-1 «Рубеж» — купить в Kordon',
    );
    expect(pageTitle('KORDON patches', 'Kordon')).toBe('KORDON patches');
    expect(pageTitle('Kordonia tea', 'Kordon')).toBe('Kordonia tea — Kordon');
  });
});

describe('alternate links', () => {
  it('lists every language and x-default, without prefix for English', () => {
    expect(alternateLinks('https://shop.example', '/ru/brands')).toEqual([
      { lang: 'en', href: 'https://shop.example/brands' },
      { lang: 'ru', href: 'https://shop.example/ru/brands' },
      { lang: 'x-default', href: 'https://shop.example/brands' },
    ]);
  });
});

describe('pageMeta', () => {
  const args = {
    matches: [
      { id: 'root', data: shell },
      { id: 'frame', data: { seo: null, canonicalPath: '/ru/brands' } },
    ],
    location: { pathname: '/ru/brands' },
  };

  it('gives an absolute canonical, hreflang links, Open Graph and breadcrumbs JSON-LD', () => {
    const tags = pageMeta(args, {
      title: 'Бренды',
      description: 'Производители',
      breadcrumbs: [
        { name: 'Главная', link: '/' },
        { name: 'Бренды', link: '/brands' },
      ],
    });
    expect(tags).toContainEqual({ title: 'Бренды — Kordon' });
    expect(tags).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://shop.example/ru/brands' });
    expect(tags).toContainEqual({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: 'x-default',
      href: 'https://shop.example/brands',
    });
    expect(tags).toContainEqual({ property: 'og:locale', content: 'ru_RU' });
    const ld = tags.find((tag) => 'script:ld+json' in tag) as { 'script:ld+json': { itemListElement: unknown[] } };
    expect(ld['script:ld+json'].itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Главная', item: 'https://shop.example/ru' },
      { '@type': 'ListItem', position: 2, name: 'Бренды', item: 'https://shop.example/ru/brands' },
    ]);
  });

  it('prefers the SEO look-up for canonical and alternates', () => {
    const seo = {
      title: 'Brands',
      description: 'd',
      keywords: 'k',
      canonical: 'https://canonical.example/ru/brands',
      alternates: [{ lang: 'en', href: 'https://canonical.example/brands' }],
    };
    const tags = pageMeta(
      { ...args, matches: [args.matches[0], { id: 'frame', data: { seo, canonicalPath: '/ru/brands' } }] },
      {},
    );
    expect(tags).toContainEqual({ title: 'Brands — Kordon' });
    expect(tags).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://canonical.example/ru/brands' });
    expect(tags).toContainEqual({ name: 'keywords', content: 'k' });
  });

  it('points the canonical of a legacy duplicate at its page', () => {
    // The page frame's loader names the page (routes/api-failures.test.ts › page frame loader).
    const frame = { id: 'frame', data: { seo: null, canonicalPath: '/ru' } };
    const tags = pageMeta({ matches: [args.matches[0], frame], location: { pathname: '/ru/mainPage' } }, {});
    expect(tags).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://shop.example/ru' });
  });

  it("names a page's own path when it is shown under another (a product under its catalogue path)", () => {
    const seo = {
      title: 't',
      description: 'd',
      keywords: '',
      canonical: 'https://shop.example/ru/a/b/tee',
      alternates: [],
    };
    const alternates = [
      { lang: 'en', href: 'https://shop.example/product/tee' },
      { lang: 'ru', href: 'https://shop.example/ru/product/tee' },
    ];
    const tags = pageMeta(
      { matches: [args.matches[0], { id: 'frame', data: { seo } }], location: { pathname: '/ru/a/b/tee' } },
      { canonicalPath: '/product/tee', alternates },
    );
    expect(tags).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://shop.example/ru/product/tee' });
    expect(tags).toContainEqual({ property: 'og:url', content: 'https://shop.example/ru/product/tee' });
    expect(tags.filter((tag) => 'rel' in tag && tag.rel === 'alternate')).toEqual([
      { tagName: 'link', rel: 'alternate', hrefLang: 'en', href: 'https://shop.example/product/tee' },
      { tagName: 'link', rel: 'alternate', hrefLang: 'ru', href: 'https://shop.example/ru/product/tee' },
      { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: 'https://shop.example/product/tee' },
    ]);
  });

  it('marks error and private pages noindex without a canonical', () => {
    const tags = pageMeta(args, { title: 'x', noindex: true });
    expect(tags).toContainEqual({ name: 'robots', content: 'noindex' });
    expect(tags.some((tag) => 'rel' in tag && tag.rel === 'canonical')).toBe(false);
  });
});
