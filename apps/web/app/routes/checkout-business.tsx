import { LazyCheckout } from '../components/checkout/lazy-checkout';
import { FixedPage, fixedPageMeta } from '../components/common/fixed-page';

export const meta = fixedPageMeta('checkoutBusiness', { noindex: true });

/** spec-coverage 2.2.7: the checkout for companies: the same form plus the company, invoiced by e-mail. */
export default function CheckoutBusinessPage() {
  return (
    <FixedPage pageKey="checkoutBusiness">
      <LazyCheckout business />
    </FixedPage>
  );
}
