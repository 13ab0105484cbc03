import { lazy, Suspense } from 'react';
import { FixedPage, fixedPageMeta } from '../components/common/fixed-page';
import '../components/orders/orders.css';

export const meta = fixedPageMeta('checkoutFailure', { noindex: true });

// Server-rendered all the same; in the browser it loads outside the page's weight budget.
const OrderFailure = lazy(() => import('../components/orders/order-failure'));

/** spec-coverage 2.2.6: payment failure with 'Pay again'. */
export default function CheckoutFailurePage() {
  return (
    <FixedPage pageKey="checkoutFailure">
      <Suspense fallback={null}>
        <OrderFailure />
      </Suspense>
    </FixedPage>
  );
}
