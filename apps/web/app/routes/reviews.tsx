import { contentCalls, type PostSummary } from '@kordon/contract';
import { data } from 'react-router';
import { PageHeader } from '../components/common/fixed-page';
import { Pagination } from '../components/common/pagination';
import { PostCard } from '../components/reviews/post-card';
import { createApi, fallbackOnApiError } from '../lib/api.server';
import { crumbsFor } from '../lib/crumbs';
import { translatorFor } from '../lib/i18n';
import { localeOf } from '../lib/locale';
import { pageCount, pageFromSearch, pageQuery } from '../lib/pagination';
import { pageMeta } from '../lib/seo';
import { useTranslation } from '../lib/translation';
import type { Route } from './+types/reviews';

const POSTS_PER_PAGE = 9;

export function meta({ data, matches, location }: Route.MetaArgs) {
  const t = translatorFor(localeOf(location.pathname));
  const title = t('pages.reviews');
  const page = data?.page ?? 1;
  return pageMeta(
    { matches, location },
    {
      title: page > 1 ? `${title} · ${t('reviews.pageOf', { page, pages: data?.pages ?? page })}` : title,
      description: t('reviews.intro'),
      canonicalQuery: pageQuery(page),
      breadcrumbs: crumbsFor(t, [{ name: title, link: '/reviews' }]),
    },
  );
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = pageFromSearch(new URL(request.url).searchParams);
  const offset = (page - 1) * POSTS_PER_PAGE;
  // Spec §8: a failed review list is swallowed; the page shows its empty state.
  const { data: posts, total } = await createApi(context, request)
    .answer(contentCalls.posts, { query: { limit: POSTS_PER_PAGE, offset } })
    .catch(fallbackOnApiError({ data: [] as PostSummary[], total: 0 }));
  const pages = pageCount(total, POSTS_PER_PAGE);
  if (page > pages) throw data(null, { status: 404 });
  return { posts, page, pages };
}

export default function Reviews({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { posts, page, pages } = loaderData;
  return (
    <div className="page">
      <PageHeader
        title={t('pages.reviews')}
        trail={[{ name: t('pages.reviews'), link: '/reviews' }]}
        lead={t('reviews.intro')}
      />
      {posts.length === 0 ? (
        <p className="empty-state">{t('reviews.empty')}</p>
      ) : (
        <div className="post-grid">
          {posts.map((post) => (
            <PostCard key={post.id} post={post} />
          ))}
        </div>
      )}
      <Pagination page={page} pages={pages} />
    </div>
  );
}
