import { LazyCheckout } from '../components/checkout/lazy-checkout';
import { FixedPage, fixedPageMeta } from '../components/common/fixed-page';

export const meta = fixedPageMeta('checkout', { noindex: true });

/** spec-coverage 2.2.4: the checkout; the form loads in the browser (components/checkout). */
export default function CheckoutPage() {
  return (
    <FixedPage pageKey="checkout">
      <LazyCheckout />
    </FixedPage>
  );
}
