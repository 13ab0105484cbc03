import { useLocation } from 'react-router';
import { useSessionStatus } from '../../lib/session/use-session';
import { useTranslation } from '../../lib/translation';
import { AppLink } from '../common/app-link';
import { paymentNoteOf } from './order-display';
import { OrderFact } from './order-fact';
import { useOrderSummary } from './use-order-summary';

const titles = {
  paid: 'paidTitle',
  transfer: 'transferTitle',
  pending: 'pendingTitle',
  unconfirmed: 'pendingTitle',
} as const;
const texts = {
  paid: 'paidText',
  transfer: 'transferText',
  pending: 'pendingText',
  unconfirmed: 'unconfirmedText',
} as const;

/**
 * /checkout/success?number=…: where checkout and the payment providers send the shopper. The
 * payment is called received only once the server says the order is paid (spec-coverage 2.8.3).
 */
export default function OrderSuccess() {
  const { t } = useTranslation();
  // Not useSearchParams: it would add its helper to the framework chunk of every page.
  const number = new URLSearchParams(useLocation().search).get('number') ?? '';
  const { order, loaded, waiting } = useOrderSummary(number, true);
  const { signedIn } = useSessionStatus();
  const note = order && paymentNoteOf(order, waiting);

  return (
    <div className="order-result" data-testid="order-success">
      {!loaded ? (
        <p className="muted" role="status">
          {t('orders.loading')}
        </p>
      ) : order && note ? (
        <>
          <div className={`order-result-head result-${note}`} role="status">
            <h2>{t(`orders.${titles[note]}`)}</h2>
            <p>{t(`orders.${texts[note]}`, { email: order.email })}</p>
          </div>
          <dl className="order-facts">
            <OrderFact label={t('orders.number')} testId="order-number">
              {order.number}
            </OrderFact>
            <OrderFact label={t('orders.total')}>{order.total}</OrderFact>
            <OrderFact label={t('orders.email')}>{order.email}</OrderFact>
          </dl>
        </>
      ) : (
        // spec-coverage 8.8: a lookup that failed says no more than where the details are.
        <>
          <p role="status">{t('orders.noOrder')}</p>
          {number && (
            <dl className="order-facts">
              <OrderFact label={t('orders.number')} testId="order-number">
                {number}
              </OrderFact>
            </dl>
          )}
        </>
      )}
      <div className="order-result-actions">
        {signedIn && (
          <AppLink to="/profile#orders" className="button" prefetch={false}>
            {t('orders.myOrders')}
          </AppLink>
        )}
        <AppLink to="/" className={signedIn ? 'button button-secondary' : 'button'}>
          {t('orders.continueShopping')}
        </AppLink>
      </div>
    </div>
  );
}
