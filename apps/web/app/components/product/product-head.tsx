import type { ProductPage } from '@kordon/contract';
import { useTranslation } from '../../lib/translation';
import { AppLink } from '../common/app-link';

/** Name, brand, game, rating and SKU above the buying box (beside the gallery on desktop). */
export function ProductHead({ page }: { page: ProductPage }) {
  const { t } = useTranslation();
  return (
    <header className="product-head">
      <h1>{page.name}</h1>
      <p className="product-meta">
        {page.brand && <AppLink to={page.brand.link}>{page.brand.name}</AppLink>}
        {page.game && <img src={page.game.logo} alt={page.game.name} width={32} height={32} />}
        {page.rating.count > 0 && (
          <a href="#reviews">
            <span aria-hidden="true">★ {page.rating.average}</span>
            <span className="visually-hidden">{t('product.rating', { rating: page.rating.average })}</span> ·{' '}
            {t('product.reviewCount', { count: page.rating.count })}
          </a>
        )}
        {page.sku && <span className="muted">{t('product.sku', { sku: page.sku })}</span>}
      </p>
    </header>
  );
}
