import { contentCalls } from '@kordon/contract';
import { PageHeader } from '../components/common/fixed-page';
import { RichText } from '../components/common/rich-text';
import { createApi, notFoundUnlessFound } from '../lib/api.server';
import { crumbsFor } from '../lib/crumbs';
import { translatorFor } from '../lib/i18n';
import { localeOf } from '../lib/locale';
import { pageMeta } from '../lib/seo';
import type { Route } from './+types/information';

export function meta({ data, matches, location }: Route.MetaArgs) {
  if (!data) return [];
  const { page } = data;
  const t = translatorFor(localeOf(location.pathname));
  return pageMeta(
    { matches, location },
    {
      title: page.seo.title || page.title,
      description: page.seo.description,
      type: 'article',
      breadcrumbs: crumbsFor(t, [{ name: page.title, link: `/information/${page.slug}` }]),
    },
  );
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const page = await createApi(context, request)
    .call(contentCalls.informationPage, { params: { slug: params.slug } })
    .catch(notFoundUnlessFound);
  return { page };
}

export default function Information({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <div className="page page-narrow">
      <PageHeader title={page.title} trail={[{ name: page.title, link: `/information/${page.slug}` }]} />
      <RichText html={page.content} />
    </div>
  );
}
