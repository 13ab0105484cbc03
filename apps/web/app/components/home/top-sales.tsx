import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/translation';

/**
 * Slot of the catalogue issue: GET /products/topSales rendered with the shared product card.
 * Renders nothing while there is nothing to show.
 */
export function TopSales({ products, children }: { products: readonly unknown[]; children?: ReactNode }) {
  const { t } = useTranslation();
  if (products.length === 0) return null;
  return (
    <section className="home-section" aria-labelledby="top-sales">
      <h2 id="top-sales">{t('home.topSales')}</h2>
      {children}
    </section>
  );
}
