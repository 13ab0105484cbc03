import { contentCalls } from '@kordon/contract';
import { data as withStatus } from 'react-router';
import { ProductListing, preloadListing } from '../components/catalogue/listing-lazy';
import { pack, unpack } from '../framework/packed';
import '../components/catalogue/listing-styles';
import { Breadcrumbs } from '../components/common/breadcrumbs';
import { RichText } from '../components/common/rich-text';
import { createApi, fallbackUnlessMissing } from '../lib/api.server';
import { crumbsFor } from '../lib/crumbs';
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
  const { brand, list } = unpack(data);
  const t = translatorFor(localeOf(location.pathname));
  if (!brand) return pageMeta({ matches, location }, { title: t('pages.brands'), noindex: true });
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

/**
 * The brand page and its products; other failures are swallowed (spec-coverage 8.8), but without the brand
 * it answers 503, so neither the page cache nor a crawler keeps it.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const api = createApi(context, request);
  const state = parseListQuery(new URL(request.url).searchParams);
  const [brand, list] = await Promise.all([
    api.call(contentCalls.brand, { params: { slug: params.slug } }).catch(fallbackUnlessMissing(null)),
    loadProductListPage(api, { brand: params.slug }, state, 'empty'),
  ]);
  return withStatus(pack({ brand, list }), brand ? undefined : { status: 503 });
}

export default function Brand({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { brand, list } = unpack(loaderData);
  const logo = brand?.image?.desktop;
  const brands = t('pages.brands');
  return (
    <div className="page">
      <Breadcrumbs items={brand?.breadcrumbs ?? crumbsFor(t, [{ name: brands, link: '/brands' }])} />
      <article className="brand-page">
        <header className="brand-head">
          {logo && <img className="brand-page-logo" src={logo} alt="" width={200} height={120} />}
          <h1>{brand?.name ?? brands}</h1>
        </header>
        {brand && <RichText html={brand.description} />}
      </article>
      <section className="brand-products" aria-labelledby="brand-products">
        <h2 id="brand-products">
          {brand ? t('catalogue.brandProducts', { brand: brand.name }) : t('catalogue.products')}
        </h2>
        <ProductListing list={list} sortable empty={t('catalogue.empty')} />
      </section>
    </div>
  );
}
