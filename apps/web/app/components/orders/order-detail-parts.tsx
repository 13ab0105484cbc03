import type { OrderDetail } from '@kordon/contract';
import { useTranslation } from '../../lib/translation';
import { useLocale } from '../../lib/use-shell';
import { AppLink } from '../common/app-link';
import { formatDateTime, splitTrackMessage, timelineOf } from './order-display';

/** The state history with dates, then the steps still ahead (spec-coverage 4.9). */
export function OrderTimeline({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <ol className="order-timeline">
      {timelineOf(order).map((step) => (
        <li
          key={`${step.state}-${step.date ?? step.phase}`}
          className={`step-${step.phase}`}
          aria-current={step.phase === 'current' ? 'step' : undefined}
        >
          <span>{t(`orders.states.${step.state}`)}</span>
          {step.date ? (
            <span className="muted">{formatDateTime(step.date, locale)}</span>
          ) : (
            step.phase === 'next' && <span className="visually-hidden">{t('orders.next')}</span>
          )}
        </li>
      ))}
    </ol>
  );
}

/** The order's lines and its totals, in the order's currency as the server wrote them. */
export function OrderLines({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  return (
    <>
      <ul className="order-lines">
        {order.products.map((line) => (
          <li key={`${line.name}|${line.options.map((o) => o.valueName).join('|')}|${line.priceItem}`}>
            {line.image ? <img src={line.image} alt="" width={64} height={64} /> : <span />}
            <div>
              {/* The product page while it is still sold (spec-coverage 3.19); plain text once it is not. */}
              <strong>{line.link ? <AppLink to={line.link}>{line.name}</AppLink> : line.name}</strong>
              {line.options.length > 0 && (
                <p className="muted">{line.options.map((o) => `${o.optionName}: ${o.valueName}`).join(', ')}</p>
              )}
              <p className="muted">{t('orders.each', { count: line.quantity, price: line.priceItem })}</p>
            </div>
            <strong className="order-line-total">{line.priceTotal}</strong>
          </li>
        ))}
      </ul>
      <dl className="order-totals">
        {order.totals.map((total) => (
          <div key={total.code} className={total.code === 'total' ? 'order-grand-total' : undefined}>
            <dt>{total.title}</dt>
            <dd>{total.value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}

/** spec-coverage 4.9: the tracking number, inside the server's message when it names it. */
export function OrderTracking({ number, message }: { number: string; message: string | null }) {
  const { t } = useTranslation();
  const [before, code, after] = splitTrackMessage(message, number);
  return (
    <div className="order-track" data-testid="order-track">
      {before || after ? (
        <p>
          {before}
          <code>{code}</code>
          {after}
        </p>
      ) : (
        <p>
          {t('orders.tracking')}: <code>{code}</code>
        </p>
      )}
    </div>
  );
}
