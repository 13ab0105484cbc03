import { lazy, Suspense } from 'react';
import { FixedPage, fixedPageMeta } from '../components/common/fixed-page';
import '../components/orders/orders.css';

export const meta = fixedPageMeta('checkoutSuccess', { noindex: true });

// The order is looked up in the browser, where the session's token is; the part that does it
// loads with the page, outside its weight budget (bundle-budget.test.ts).
const OrderSuccess = lazy(() => import('../components/orders/order-success'));

/** spec-coverage 2.2.5: the order placed, and whether its payment is confirmed yet. */
export default function CheckoutSuccessPage() {
  return (
    <FixedPage pageKey="checkoutSuccess">
      <Suspense fallback={null}>
        <OrderSuccess />
      </Suspense>
    </FixedPage>
  );
}
