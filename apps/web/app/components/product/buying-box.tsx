import { useNavigation } from 'react-router';
import { useTranslation } from '../../lib/translation';
import { Deferred } from './deferred';
import { OptionPickers } from './option-pickers';
import type { ProductPageData } from './product-data';
import { BuyOrder, BuyPrice } from './product-sections-lazy';

/**
 * Spec §3 buying box: price, options, availability, quantity and add to cart. The pickers are in
 * the page's first download; the rest hydrates with the sections (product-sections-lazy.ts).
 */
export function BuyingBox({ data }: { data: ProductPageData }) {
  const { t } = useTranslation();
  const { page, variation, stock } = data;
  const busy = useNavigation().state === 'loading';
  const sizes = page.options.find((o) => o.type === 'size' && o.values.some((v) => v.sizeInternational));
  const orderable = (id: number) => stock?.options.find((o) => o.valueId === id)?.inStock ?? true;
  return (
    <section className="buy-box" aria-label={t('product.buyBox')} aria-busy={busy} data-testid="buy-box">
      <Deferred section={BuyPrice} prices={(variation ?? page).prices} />
      <OptionPickers options={page.options} selected={data.selected} orderable={orderable} />
      <Deferred section={BuyOrder} data={data} sizes={sizes} />
    </section>
  );
}
