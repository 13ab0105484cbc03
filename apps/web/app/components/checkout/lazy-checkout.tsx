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
 * The checkout form, loaded after the page: the cart lives in the browser, so the server renders only
 * the frame, and the form's API client and schemas stay out of the first download.
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
