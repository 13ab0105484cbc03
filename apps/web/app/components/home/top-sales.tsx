import type { ProductCard } from '@kordon/contract';
import { useTranslation } from '../../lib/translation';
import { ProductGrid } from '../catalogue/listing-lazy';

/** GET /products/topSales with the shared product card; nothing while there is nothing to show. */
export function TopSales({ products }: { products: readonly ProductCard[] }) {
  const { t } = useTranslation();
  if (products.length === 0) return null;
  return (
    <section className="home-section top-sales" aria-labelledby="top-sales">
      <h2 id="top-sales">{t('home.topSales')}</h2>
      {/* Below the slider: its code loads after the page's (listing-lazy.tsx). */}
      <ProductGrid cards={products} />
    </section>
  );
}
