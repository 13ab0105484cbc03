import { type BrandPage, contentCalls } from '@kordon/contract';
import { Breadcrumbs } from '../components/common/breadcrumbs';
import { RichText } from '../components/common/rich-text';
import { createApi, notFoundUnlessFound } from '../lib/api.server';
import { pageMeta } from '../lib/seo';
import type { Route } from './+types/brand';

export function meta({ data, matches, location }: Route.MetaArgs) {
  if (!data) return [];
  const { brand } = data;
  return pageMeta(
    { matches, location },
    {
      title: brand.seo.title || brand.name,
      description: brand.seo.description,
      image: brand.seo.image,
      breadcrumbs: brand.breadcrumbs,
      jsonLd: brand.seo.jsonSchema ? [brand.seo.jsonSchema] : [],
    },
  );
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const brand = await createApi(context, request)
    .call(contentCalls.brand, { params: { slug: params.slug } })
    .catch(notFoundUnlessFound);
  return { brand };
}

/** Brand page; its product list is added by the catalogue issue below the description. */
export default function Brand({ loaderData }: Route.ComponentProps) {
  const { brand } = loaderData;
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
    </div>
  );
}
