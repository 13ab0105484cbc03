import type { PostSummary } from '@kordon/contract';
import { formatDate } from '../../lib/dates';
import { useTranslation } from '../../lib/translation';
import { useLocale } from '../../lib/use-shell';
import { AppLink } from '../common/app-link';

export function PostCard({ post }: { post: PostSummary }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <article className="post-card">
      {post.image && (
        <AppLink to={post.link} tabIndex={-1} aria-hidden="true" className="post-card-image" prefetch={false}>
          <img src={post.image} alt="" width={600} height={338} loading="lazy" />
        </AppLink>
      )}
      <div className="post-card-body">
        <h2>
          <AppLink to={post.link}>{post.title}</AppLink>
        </h2>
        <p className="post-meta">
          <time dateTime={post.createdAt}>{formatDate(post.createdAt, locale)}</time> ·{' '}
          {t('reviews.by', { author: post.author })}
        </p>
        <p>{post.preview}</p>
        {post.tags.length > 0 && (
          <ul className="tags" aria-label={t('reviews.tags')}>
            {post.tags.map((tag) => (
              <li key={tag.id}>{tag.name}</li>
            ))}
          </ul>
        )}
      </div>
    </article>
  );
}
