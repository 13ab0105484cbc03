import type { OrderDetail } from '@kordon/contract';
import { useEffect, useRef, useState } from 'react';
import { formatDate } from '../../lib/dates';
import { useTranslation } from '../../lib/translation';
import { useLocale } from '../../lib/use-shell';
import { ChevronLeftIcon } from '../common/icons';
import { loadOrderDetail } from './order-api';
import { OrderLines, OrderTimeline, OrderTracking } from './order-detail-parts';
import { OrderInvoice } from './order-invoice';
import { StateBadge } from './state-badge';

/** A picture the browser can load: a site path or a full URL (a bare file name would resolve against the page). */
const pictureOf = (src: string | null) => (src && /^(\/|https?:\/\/)/.test(src) ? src : null);

/**
 * spec-coverage 2.8.2, 3.19: one order of the profile. A detail that fails to load is swallowed
 * (spec-coverage 8.8): the lists come back.
 */
export function OrderDetailView({ id, onBack }: { id: string; onBack: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [order, setOrder] = useState<OrderDetail | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    let current = true;
    loadOrderDetail(id)
      .then((detail) => current && setOrder(detail))
      .catch(() => current && onBack());
    return () => {
      current = false;
    };
  }, [id, onBack]);
  // The detail replaces the list: move focus to its heading, as a page change would.
  useEffect(() => {
    if (order) heading.current?.focus();
  }, [order]);

  const back = (
    <button type="button" className="link-button order-back" onClick={onBack}>
      <ChevronLeftIcon size={18} />
      {t('orders.back')}
    </button>
  );
  if (!order) {
    return (
      <>
        {back}
        <p className="muted" role="status">
          {t('orders.loading')}
        </p>
      </>
    );
  }
  const place = order.customerAddress;
  const shippingImage = pictureOf(order.shippingImage);
  const paymentImage = pictureOf(order.paymentImage);
  return (
    <article className="order-detail" data-testid="order-detail">
      {back}
      <header className="order-detail-head">
        <h3 ref={heading} tabIndex={-1}>
          {t('orders.number')} {order.number}
        </h3>
        <StateBadge state={order.state} />
        <span className="muted">{formatDate(order.date, locale)}</span>
      </header>
      {order.trackNumber && <OrderTracking number={order.trackNumber} message={order.trackMessage} />}
      <h4>{t('orders.history')}</h4>
      <OrderTimeline order={order} />
      <h4>{t('orders.lines')}</h4>
      <OrderLines order={order} />
      <dl className="order-facts order-about">
        <div>
          <dt>{t('orders.delivery')}</dt>
          <dd>
            {shippingImage && <img src={shippingImage} alt="" width={48} height={24} />}
            {order.shippingName}
            {place && (
              <span className="order-address">
                {place.name && <span>{place.name}</span>}
                <span>{place.addressText}</span>
                <span>{[place.countryZoneName, place.countryName].filter(Boolean).join(', ')}</span>
              </span>
            )}
          </dd>
        </div>
        <div>
          <dt>{t('orders.payment')}</dt>
          <dd>
            {paymentImage && <img src={paymentImage} alt="" width={48} height={24} />}
            {order.paymentName}
          </dd>
        </div>
        {order.hasInvoice && (
          <div>
            <dt>{t('orders.invoice')}</dt>
            <dd>
              <OrderInvoice id={order.id} number={order.number} />
            </dd>
          </div>
        )}
        <div>
          <dt>{t('orders.customer')}</dt>
          <dd>
            <span className="order-address">
              <span>{`${order.customer.firstname} ${order.customer.lastname}`.trim()}</span>
              <span>{order.customer.email}</span>
            </span>
          </dd>
        </div>
      </dl>
    </article>
  );
}
