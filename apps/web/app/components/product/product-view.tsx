import { useTranslation } from '../../lib/translation';
import { BuyingBox } from './buying-box';
import { Deferred, DeferredNear } from './deferred';
import type { ProductPageData } from './product-data';
import { LazyReviews } from './product-reviews-lazy';
import {
  Breadcrumbs,
  ProductDetails,
  ProductGallery,
  ProductHead,
  RelatedProducts,
  sectionAfter,
} from './product-sections-lazy';
// The related products' cards come with the sections' code, their styles with the page: the
// server's HTML of the cards is styled before any script runs (and without scripts).
import '../catalogue/product-card.css';
import './product.css';

const detailsLater = (ready: Promise<unknown>) => sectionAfter('ProductDetails', ready);
const relatedLater = (ready: Promise<unknown>) => sectionAfter('RelatedProducts', ready);

/** Spec §3 product and kit page, for /product/{slug} and the catalogue form /{category}/{subCategory}/{slug}. */
export function ProductView({ data }: { data: ProductPageData }) {
  const { t } = useTranslation();
  const { page } = data;
  const colors = page.options.find((option) => option.type === 'color')?.values ?? [];
  const colorId = colors.find((value) => data.selected.includes(value.id))?.id;
  return (
    // Keyed by product: a client navigation to another one starts its pickers, cart and reviews afresh.
    <div className="page product-page" key={`${page.kind}-${page.id}`}>
      <Deferred section={Breadcrumbs} items={page.breadcrumbs} />
      <div className="product-top">
        <Deferred section={ProductHead} page={page} />
        <Deferred
          section={ProductGallery}
          key={colorId}
          images={page.images.gallery}
          colorId={colorId}
          name={page.name}
        />
        <BuyingBox data={data} />
      </div>
      <DeferredNear section={ProductDetails} later={detailsLater} page={page} />
      {page.kind === 'product' && (
        <section id="reviews" className="product-section" aria-labelledby="product-reviews">
          <h2 id="product-reviews">{t('product.review.title')}</h2>
          <LazyReviews productId={page.id} />
        </section>
      )}
      <DeferredNear section={RelatedProducts} later={relatedLater} cards={data.related} />
    </div>
  );
}
