import { describe, expect, it } from 'vitest';
import { absoluteUrl, alternateLinksFor, localizedPath } from '../../platform/links.js';
import { excerpt, plainText } from '../../platform/seo-text.js';
import { buildRobotsTxt } from './robots.service.js';
import { assertWellFormedXml } from './xml-check.test-helper.js';

describe('localized paths', () => {
  it('leaves the default language without a prefix and prefixes the others', () => {
    expect(localizedPath('/brands/x', 'en', 'en')).toBe('/brands/x');
    expect(localizedPath('/brands/x', 'ru', 'en')).toBe('/ru/brands/x');
    expect(localizedPath('/', 'ru', 'en')).toBe('/ru');
  });

  it('builds absolute alternates for every language', () => {
    expect(alternateLinksFor('https://s.example/', '/', ['en', 'ru'], 'en')).toEqual([
      { lang: 'en', href: 'https://s.example/' },
      { lang: 'ru', href: 'https://s.example/ru' },
    ]);
    expect(absoluteUrl('https://s.example', 'https://cdn.example/a.png')).toBe('https://cdn.example/a.png');
  });
});

describe('meta description text', () => {
  it('strips tags and decodes entities', () => {
    expect(plainText('<p>Fish &amp; chips&nbsp;&#8212; <b>hot</b></p><script>x()</script>')).toBe('Fish & chips — hot');
  });

  it('keeps invalid numeric entities as they are', () => {
    expect(plainText('a &#99999999; b')).toBe('a &#99999999; b');
  });

  it('cuts long text at a word with an ellipsis within the limit', () => {
    const text = excerpt(`<p>${'word '.repeat(100)}</p>`, 160);
    expect(text.length).toBeLessThanOrEqual(160);
    expect(text.endsWith('word…')).toBe(true);
    expect(excerpt('short')).toBe('short');
  });
});

describe('buildRobotsTxt', () => {
  it('announces the sitemap and disallows private pages in every language prefix', () => {
    const robots = buildRobotsTxt('https://s.example/', ['ru']);
    expect(robots).toContain('Sitemap: https://s.example/sitemap.xml');
    expect(robots).toContain('Disallow: /checkout\n');
    expect(robots).toContain('Disallow: /ru/profile\n');
    expect(robots.startsWith('User-agent: *\n')).toBe(true);
  });
});

describe('assertWellFormedXml (test helper)', () => {
  it('accepts a urlset and rejects broken nesting and bare ampersands', () => {
    expect(() => assertWellFormedXml('<?xml version="1.0"?>\n<a x="1"><b/><c>t &amp; u</c></a>\n')).not.toThrow();
    expect(() => assertWellFormedXml('<a><b></a></b>')).toThrow();
    expect(() => assertWellFormedXml('<a>fish & chips</a>')).toThrow();
    expect(() => assertWellFormedXml('<a href="?x=1&y=2"/>')).toThrow();
    expect(() => assertWellFormedXml('<a/><b/>')).toThrow();
  });
});
