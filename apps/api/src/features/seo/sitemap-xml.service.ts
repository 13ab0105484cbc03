import type { Db } from '../../db/client.js';
import { absoluteUrl, links, localizedPath } from '../../platform/links.js';
import { getStore } from '../store/store.service.js';
import { selectSitemapPages, selectSitemapProducts } from './seo.queries.js';

/** The sitemap protocol allows 50,000 URLs per file. */
const MAX_URLS = 50_000;

type Entry = { path: string; lastmod?: Date };

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

// Paths come escaped from pagePath(); encoding them again would turn % into %25.
const urlFor = (siteUrl: string, path: string) => escapeXml(absoluteUrl(siteUrl, path));

/** An XML sitemap: one <url> per public page and language, each with every language as hreflang alternates. */
export async function buildSitemapXml(db: Db, siteUrl: string): Promise<string> {
  const store = await getStore(db);
  const languages = store.languages.length > 0 ? store.languages.map((l) => l.code) : [store.defaultLanguage];
  // Fixed pages, categories, brands and posts come first; products fill what the limit leaves.
  const { categoryRows, brandRows, informationRows, postRows } = await selectSitemapPages(db);
  const others = 4 + categoryRows.length + brandRows.length + informationRows.length + postRows.length;
  const productRows = await selectSitemapProducts(db, Math.max(0, Math.floor(MAX_URLS / languages.length) - others));

  const entries: Entry[] = [
    { path: links.home },
    { path: links.brands },
    { path: links.posts },
    { path: links.sitemap },
    ...categoryRows.map((r) => ({ path: links.category(r.slug) })),
    ...brandRows.map((r) => ({ path: links.brand(r.slug) })),
    ...informationRows.map((r) => ({ path: links.information(r.slug) })),
    ...postRows.map((r) => ({ path: links.post(r.slug), lastmod: r.createdAt })),
    ...productRows.map((r) => ({ path: links.product(r.slug), lastmod: r.updatedAt })),
  ];

  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
  ];
  for (const entry of entries) {
    const alternates = languages.map(
      (lang) =>
        `    <xhtml:link rel="alternate" hreflang="${lang}" href="${urlFor(siteUrl, localizedPath(entry.path, lang, store.defaultLanguage))}"/>`,
    );
    alternates.push(`    <xhtml:link rel="alternate" hreflang="x-default" href="${urlFor(siteUrl, entry.path)}"/>`);
    const lastmod = entry.lastmod ? `    <lastmod>${entry.lastmod.toISOString().slice(0, 10)}</lastmod>` : undefined;
    for (const lang of languages) {
      lines.push(
        '  <url>',
        `    <loc>${urlFor(siteUrl, localizedPath(entry.path, lang, store.defaultLanguage))}</loc>`,
      );
      if (lastmod) lines.push(lastmod);
      lines.push(...alternates, '  </url>');
    }
  }
  lines.push('</urlset>', '');
  return lines.join('\n');
}
