import type { CategoryPage } from '@kordon/contract';
import { translatorFor } from './i18n';
import { localeOf } from './locale';
import { type PageMetaArgs, pageMeta } from './seo';

/** A category page's meta: the canonical URL is its own path without filters; unfiltered pages 2+ keep `?page=`. */
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
