import { ProductListing, preloadListing } from '../components/catalogue/listing-lazy';
import { pack, unpack } from '../framework/packed';
import '../components/catalogue/listing-styles';
import { PageHeader } from '../components/common/fixed-page';
import { createApi } from '../lib/api.server';
import { crumbsFor } from '../lib/crumbs';
import { translatorFor } from '../lib/i18n';
import { localeOf } from '../lib/locale';
import { pageQuery } from '../lib/pagination';
import { loadProductListPage } from '../lib/product-list.server';
import { parseListQuery } from '../lib/product-query';
import { pageMeta } from '../lib/seo';
import { useTranslation } from '../lib/translation';
import type { Route } from './+types/sale';

preloadListing();

export function meta({ data, matches, location }: Route.MetaArgs) {
  const t = translatorFor(localeOf(location.pathname));
  const title = t('pages.sale');
  const list = data && unpack(data.list);
  const page = list?.page ?? 1;
  return pageMeta(
    { matches, location },
    {
      title: page > 1 ? `${title} · ${t('catalogue.pageOf', { page, pages: list?.pages ?? page })}` : title,
      description: t('sale.intro'),
      canonicalQuery: pageQuery(page),
      breadcrumbs: crumbsFor(t, [{ name: title, link: '/sale' }]),
    },
  );
}

/** Specials: the products sold below their old price (GET /products?sale=1), sorted and paged. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const state = parseListQuery(new URL(request.url).searchParams);
  const list = await loadProductListPage(createApi(context, request), { sale: '1' }, state, 'empty');
  return { list: pack(list) };
}

export default function SalePage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <div className="page">
      <PageHeader title={t('pages.sale')} lead={t('sale.intro')} />
      <ProductListing list={unpack(loaderData.list)} sortable empty={t('sale.empty')} />
    </div>
  );
}
