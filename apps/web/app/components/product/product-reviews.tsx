import type { ProductReview } from '@kordon/contract';
import { useCallback, useEffect, useState } from 'react';
import { formatDate } from '../../lib/dates';
import { useSessionStatus } from '../../lib/session/use-session';
import { useTranslation } from '../../lib/translation';
import { useLocale } from '../../lib/use-shell';
import { AppLink } from '../common/app-link';
import { RatingStars } from './rating-stars';
import { reviewApi } from './review-api';
import { ReviewForm } from './review-form';

// Loaded in the browser after the page is shown: the list depends on who is signed in (their own
// review comes first), which only the browser knows.

const PAGE_SIZE = 10;

/** Spec §3 product reviews: paged list, the customer's own first with delete, and the write form. */
export function ProductReviews({ productId }: { productId: number }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { signedIn } = useSessionStatus();
  const [reviews, setReviews] = useState<ProductReview[] | null>(null);
  const [total, setTotal] = useState(0);
  const [note, setNote] = useState('');

  const load = useCallback(
    async (offset: number) => {
      const { browserAnswer, reviewCalls } = await reviewApi();
      const answer = await browserAnswer(reviewCalls.list, {
        params: { id: productId },
        query: { limit: PAGE_SIZE, offset },
      });
      // Spec §6: only reviews with a status id are shown.
      const shown = answer.data.filter((review) => review.status !== null);
      setReviews((before) => (offset > 0 ? [...(before ?? []), ...shown] : shown));
      setTotal(answer.total);
    },
    [productId],
  );
  const reload = useCallback(() => load(0).catch(() => setReviews((shown) => shown ?? [])), [load]);

  // Signing in or out changes whose review comes first.
  useEffect(() => {
    void signedIn;
    reload();
  }, [reload, signedIn]);

  const remove = async (review: ProductReview) => {
    const { browserCall, reviewCalls } = await reviewApi();
    try {
      await browserCall(reviewCalls.remove, { params: { id: review.id } });
      setNote(t('product.review.deleted'));
    } catch {
      setNote(t('product.failed'));
    }
    await reload();
  };

  return (
    <>
      <p className="review-note" role="status">
        {note}
      </p>
      {reviews === null ? (
        <p className="muted">{t('product.review.loading')}</p>
      ) : reviews.length === 0 ? (
        <p className="muted">{t('product.review.none')}</p>
      ) : (
        <ul className="review-list">
          {reviews.map((review) => (
            <li key={review.id}>
              <article className="review" aria-label={t('product.review.by', { author: review.author })}>
                <header className="review-head">
                  <b>{review.author}</b>
                  <RatingStars rating={review.rating} />
                  <time className="muted" dateTime={review.created}>
                    {formatDate(review.created, locale)}
                  </time>
                  {review.canDelete && review.status && <span className="badge badge-out">{review.status.title}</span>}
                </header>
                <p className="review-text">{review.text}</p>
                {review.attachments.length > 0 && (
                  <ul className="review-pictures">
                    {review.attachments.map((picture, index) => (
                      <li key={picture.id}>
                        <a href={picture.url} target="_blank" rel="noreferrer">
                          <img
                            src={picture.thumbnail}
                            width={80}
                            height={80}
                            loading="lazy"
                            alt={t('product.review.picture', { index: index + 1 })}
                          />
                        </a>
                      </li>
                    ))}
                  </ul>
                )}
                {review.canDelete && (
                  <button type="button" className="button button-secondary" onClick={() => remove(review)}>
                    {t('product.review.delete')}
                  </button>
                )}
              </article>
            </li>
          ))}
        </ul>
      )}
      {reviews && reviews.length < total && (
        <button type="button" className="button button-secondary" onClick={() => load(reviews.length).catch(() => {})}>
          {t('product.review.more')}
        </button>
      )}
      {signedIn ? (
        !reviews?.some((review) => review.canDelete) && (
          <ReviewForm
            productId={productId}
            onSent={() => {
              setNote(t('product.review.sent'));
              return reload();
            }}
          />
        )
      ) : (
        <p>
          <AppLink to="/login">{t('product.review.signIn')}</AppLink>
        </p>
      )}
    </>
  );
}
