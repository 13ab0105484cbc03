import type { ProductCard } from '@kordon/contract';
import { useTranslation } from '../../lib/translation';
import { ProductGrid } from '../catalogue/product-card';

/** GET /products/{id}/related, with the shop's one product card. */
export function RelatedProducts({ cards }: { cards: ProductCard[] }) {
  const { t } = useTranslation();
  if (cards.length === 0) return null;
  return (
    <section className="product-section" aria-labelledby="product-related">
      <h2 id="product-related">{t('product.related')}</h2>
      <ProductGrid cards={cards} />
    </section>
  );
}
