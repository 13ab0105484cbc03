import { contentCalls } from '@kordon/contract';
import { data as withStatus } from 'react-router';
import { Breadcrumbs } from '../components/common/breadcrumbs';
import { RichText } from '../components/common/rich-text';
import { createApi, fallbackUnlessMissing } from '../lib/api.server';
import { crumbsFor } from '../lib/crumbs';
import { formatDate } from '../lib/dates';
import { translatorFor } from '../lib/i18n';
import { localeOf } from '../lib/locale';
import { absoluteUrl, pageMeta, siteUrlOf } from '../lib/seo';
import { useTranslation } from '../lib/translation';
import { useLocale } from '../lib/use-shell';
import type { Route } from './+types/review';

export function meta({ data, matches, location }: Route.MetaArgs) {
  if (!data) return [];
  const { post } = data;
  const t = translatorFor(localeOf(location.pathname));
  if (!post) return pageMeta({ matches, location }, { title: t('pages.reviews'), noindex: true });
  const siteUrl = siteUrlOf({ matches, location });
  return pageMeta(
    { matches, location },
    {
      title: post.title,
      description: post.preview,
      image: post.image,
      type: 'article',
      breadcrumbs: post.breadcrumbs,
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'BlogPosting',
          headline: post.title,
          datePublished: post.createdAt,
          author: { '@type': 'Person', name: post.author },
          ...(post.image ? { image: absoluteUrl(siteUrl, post.image) } : {}),
          ...(post.keywords ? { keywords: post.keywords } : {}),
        },
      ],
    },
  );
}

/**
 * An unknown post is a 404; any other failure to load it is swallowed (spec-coverage 8.8): the page stays
 * in the reviews section, empty, with 503 so that neither the page cache nor a crawler keeps it.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const post = await createApi(context, request)
    .call(contentCalls.post, { params: { slugOrId: params.slug } })
    .catch(fallbackUnlessMissing(null));
  return withStatus({ post }, post ? undefined : { status: 503 });
}

export default function Review({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { post } = loaderData;
  if (!post) {
    const title = t('pages.reviews');
    return (
      <div className="page page-narrow">
        <Breadcrumbs items={crumbsFor(t, [{ name: title, link: '/reviews' }])} />
        <h1>{title}</h1>
      </div>
    );
  }
  return (
    <div className="page page-narrow">
      <Breadcrumbs items={post.breadcrumbs} />
      <article className="post">
        <header>
          <h1>{post.title}</h1>
          <p className="post-meta">
            <time dateTime={post.createdAt}>{formatDate(post.createdAt, locale)}</time> ·{' '}
            {t('reviews.by', { author: post.author })}
          </p>
        </header>
        {post.image && <img className="post-image" src={post.image} alt="" width={1200} height={675} />}
        <RichText html={post.content} />
        {post.tags.length > 0 && (
          <ul className="tags" aria-label={t('reviews.tags')}>
            {post.tags.map((tag) => (
              <li key={tag.id}>{tag.name}</li>
            ))}
          </ul>
        )}
      </article>
    </div>
  );
}
