import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { localizePath } from '../../lib/locale';
import { useTranslation } from '../../lib/translation';
import { useLocale } from '../../lib/use-shell';
import { AppLink } from '../common/app-link';
import { findOrder, payOrder } from './order-api';
import { OrderFact } from './order-fact';

/**
 * /checkout/failure: spec-coverage 8.13 texts and 'Pay again'; an order paid meanwhile goes to the success
 * page, any other failure is one generic line (spec-coverage 8.8).
 */
export default function OrderFailure() {
  const { t } = useTranslation();
  // Not useSearchParams: it would add its helper to the framework chunk of every page.
  const number = new URLSearchParams(useLocation().search).get('number') ?? '';
  const navigate = useNavigate();
  const successPath = `${localizePath('/checkout/success', useLocale())}?number=${encodeURIComponent(number)}`;
  const [phase, setPhase] = useState<'idle' | 'paying' | 'failed'>('idle');

  useEffect(() => {
    if (!number) return;
    findOrder(number)
      .then((order) => order.paid && navigate(successPath, { replace: true }))
      .catch(() => {});
  }, [number, navigate, successPath]);

  const payAgain = async () => {
    setPhase('paying');
    try {
      const start = await payOrder(number);
      if (start.action === 'redirect' && start.url) return window.location.assign(start.url);
      navigate(successPath);
    } catch {
      // A conflict may mean the webhook came first: the order is paid, nothing is lost.
      const order = await findOrder(number).catch(() => null);
      if (order?.paid) return navigate(successPath, { replace: true });
      setPhase('failed');
    }
  };

  return (
    <div className="order-result" data-testid="order-failure">
      <div className="order-result-head result-failed">
        <h2>{t('orders.failedTitle')}</h2>
        <p>{t('orders.failedText')}</p>
      </div>
      {number && (
        <dl className="order-facts">
          <OrderFact label={t('orders.number')} testId="order-number">
            {number}
          </OrderFact>
        </dl>
      )}
      <p className="order-result-error" role="alert">
        {phase === 'failed' ? t('orders.payFailed') : ''}
      </p>
      <div className="order-result-actions">
        {number && (
          <button type="button" className="button" disabled={phase === 'paying'} onClick={() => void payAgain()}>
            {phase === 'paying' ? t('orders.paying') : t('orders.payAgain')}
          </button>
        )}
        <AppLink to="/" className="button button-secondary">
          {t('orders.continueShopping')}
        </AppLink>
      </div>
    </div>
  );
}
