import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from '../../lib/translation';

const CheckoutView = lazy(() => import('./checkout-view'));

function Waiting() {
  const { t } = useTranslation();
  return (
    <p className="checkout-loading muted" aria-busy="true">
      {t('checkout.loading')}
    </p>
  );
}

/**
 * The checkout form, loaded after the page: the cart lives in the browser, so the server has
 * nothing to render but the page's frame, and the form brings the API client and its schemas,
 * which no other page needs up front (app/bundle-budget.test.ts).
 */
export function LazyCheckout({ business = false }: { business?: boolean }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!mounted) return <Waiting />;
  return (
    <Suspense fallback={<Waiting />}>
      <CheckoutView business={business} />
    </Suspense>
  );
}
