import type { PageMetaArgs } from '../../lib/seo';
import { pageMeta } from '../../lib/seo';
import type { ProductPageData } from './product-data';

/** Spec §2 SEO of a product or kit; canonical and hreflang name /product/{slug} whichever URL showed it. */
export function productMeta(args: PageMetaArgs, data: ProductPageData | undefined) {
  if (!data) return [];
  const { page } = data;
  return pageMeta(args, {
    title: page.seo.title || page.name,
    description: page.seo.description,
    image: page.seo.image,
    breadcrumbs: page.breadcrumbs,
    jsonLd: page.seo.jsonSchema ? [page.seo.jsonSchema] : [],
    canonicalPath: page.link,
    alternates: page.alternateLinks,
  });
}
