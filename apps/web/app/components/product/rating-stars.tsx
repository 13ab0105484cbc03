import { useTranslation } from '../../lib/translation';

/** Stars drawn as text, read as "Rated 4 out of 5". */
export function RatingStars({ rating }: { rating: number }) {
  const { t } = useTranslation();
  const full = Math.round(rating);
  return (
    <span className="stars" role="img" aria-label={t('product.rating', { rating })}>
      {'★'.repeat(full)}
      <span className="stars-empty">{'★'.repeat(5 - full)}</span>
    </span>
  );
}
