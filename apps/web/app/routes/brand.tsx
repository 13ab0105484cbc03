import { contentCalls } from '@kordon/contract';
import { ProductListing, preloadListing } from '../components/catalogue/listing-lazy';
import '../components/catalogue/listing-styles';
import { Breadcrumbs } from '../components/common/breadcrumbs';
import { RichText } from '../components/common/rich-text';
import { createApi, notFoundUnlessFound } from '../lib/api.server';
import { translatorFor } from '../lib/i18n';
import { localeOf } from '../lib/locale';
import { pageQuery } from '../lib/pagination';
import { loadProductListPage } from '../lib/product-list.server';
import { parseListQuery } from '../lib/product-query';
import { pageMeta } from '../lib/seo';
import { useTranslation } from '../lib/translation';
import type { Route } from './+types/brand';

preloadListing();

export function meta({ data, matches, location }: Route.MetaArgs) {
  if (!data) return [];
  const { brand, list } = data;
  const t = translatorFor(localeOf(location.pathname));
  const title = brand.seo.title || brand.name;
  return pageMeta(
    { matches, location },
    {
      title: list.page > 1 ? `${title} · ${t('catalogue.pageOf', { page: list.page, pages: list.pages })}` : title,
      canonicalQuery: pageQuery(list.page),
      description: brand.seo.description,
      image: brand.seo.image,
      breadcrumbs: brand.breadcrumbs,
      jsonLd: brand.seo.jsonSchema ? [brand.seo.jsonSchema] : [],
    },
  );
}

/** The brand page, and its products (GET /products?brand=…) sorted and paged below its text. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const api = createApi(context, request);
  const state = parseListQuery(new URL(request.url).searchParams);
  const [brand, list] = await Promise.all([
    api.call(contentCalls.brand, { params: { slug: params.slug } }).catch(notFoundUnlessFound),
    // Spec §8: a failed brand list is swallowed; the page keeps its text.
    loadProductListPage(api, { brand: params.slug }, state, 'empty'),
  ]);
  return { brand, list };
}

export default function Brand({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { brand, list } = loaderData;
  const logo = brand.image?.desktop ?? brand.image?.original;
  return (
    <div className="page">
      <Breadcrumbs items={brand.breadcrumbs} />
      <article className="brand-page">
        <header className="brand-head">
          {logo && <img className="brand-page-logo" src={logo} alt="" width={200} height={120} />}
          <h1>{brand.name}</h1>
        </header>
        <RichText html={brand.description} />
      </article>
      <section className="brand-products" aria-labelledby="brand-products">
        <h2 id="brand-products">{t('catalogue.brandProducts', { brand: brand.name })}</h2>
        <ProductListing list={list} sortable empty={t('catalogue.empty')} />
      </section>
    </div>
  );
}
