import type { CategorySummary, LanguageCode, SitemapCategory, SitemapPage } from '@kordon/contract';
import type { Db } from '../../db/client.js';
import { links } from '../../platform/links.js';
import { getCategoryTree } from '../catalog/category.service.js';
import { selectBrands } from './brand.queries.js';
import { selectInformationPageLinks } from './content.queries.js';
import { selectPostLinks, selectProductLinks } from './sitemap-page.queries.js';

/** Keeps the answer bounded; the XML sitemap is the complete list for crawlers. */
export const SITEMAP_PAGE_PRODUCT_LIMIT = 5000;

const toSitemapCategory = (node: CategorySummary): SitemapCategory => ({
  name: node.name,
  link: node.link,
  categories: node.categories.map(toSitemapCategory),
});

/** Everything the /sitemap page lists, texts in one language. */
export async function getSitemapPage(db: Db, lang: LanguageCode): Promise<SitemapPage> {
  const [tree, brands, information, posts, products] = await Promise.all([
    getCategoryTree(db, lang),
    selectBrands(db),
    selectInformationPageLinks(db),
    selectPostLinks(db),
    selectProductLinks(db, SITEMAP_PAGE_PRODUCT_LIMIT + 1),
  ]);
  return {
    categories: tree.map(toSitemapCategory),
    brands: brands.map((b) => ({ name: b.name, link: links.brand(b.slug) })),
    information: information.map((p) => ({ name: p.title[lang], link: links.information(p.slug) })),
    posts: posts.map((p) => ({ name: p.title[lang], link: links.post(p.slug) })),
    products: products
      .slice(0, SITEMAP_PAGE_PRODUCT_LIMIT)
      .map((p) => ({ name: p.name[lang], link: links.product(p.slug) })),
    productsTruncated: products.length > SITEMAP_PAGE_PRODUCT_LIMIT,
  };
}
