import { FixedPage, fixedPageMeta } from '../components/common/fixed-page';

export const meta = fixedPageMeta('product');

/** Placeholder of the product issue (GET /products/slug/{slug}); the guard entry is final. */
export default function ProductPage() {
  return <FixedPage pageKey="product" />;
}
