import type { CategoryPage } from '@kordon/contract';
import { translatorFor } from './i18n';
import { localeOf } from './locale';
import { type PageMetaArgs, pageMeta } from './seo';

/**
 * Meta of a category page. The canonical URL is the category's own path (also for the catch-all
 * paths) without the filter query; pages 2+ of the unfiltered list keep `?page=` (the loader
 * says which: the browser need not parse the query for it).
 */
export function categoryMeta(
  args: PageMetaArgs,
  data: { category: CategoryPage; list: { page: number; pages: number }; canonicalQuery: string },
) {
  const { category, list } = data;
  const t = translatorFor(localeOf(args.location.pathname));
  const title = category.seo.title || category.name;
  return pageMeta(args, {
    title: list.page > 1 ? `${title} · ${t('catalogue.pageOf', { page: list.page, pages: list.pages })}` : title,
    description: category.seo.description || undefined,
    image: category.seo.image,
    breadcrumbs: category.breadcrumbs,
    jsonLd: category.seo.jsonSchema ? [category.seo.jsonSchema] : [],
    canonicalPath: category.link,
    canonicalQuery: data.canonicalQuery,
    alternates: category.alternateLinks,
  });
}
