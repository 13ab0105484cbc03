import type { OrderListItem } from '@kordon/contract';
import { formatDate } from '../../lib/dates';
import { useTranslation } from '../../lib/translation';
import { useLocale } from '../../lib/use-shell';
import { StateBadge } from './state-badge';

type ListProps = { orders: OrderListItem[]; onOpen: (id: string) => void; label: string };

/** Rows of orders (actual ones as cards), each opening its detail. */
export function OrderList({ orders, onOpen, label, cards = false }: ListProps & { cards?: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <ul className={cards ? 'order-cards' : 'order-rows'} aria-label={label}>
      {orders.map((order) => (
        <li key={order.id} className="order-row">
          <button type="button" className="link-button order-open" onClick={() => onOpen(order.id)}>
            <span className="visually-hidden">{t('orders.number')} </span>
            {order.number}
          </button>
          <StateBadge state={order.state} />
          <span className="muted">
            {formatDate(order.date, locale)} · {t('orders.items', { count: order.itemCount })}
          </span>
          <strong className="order-row-total">{order.total}</strong>
          {cards && order.trackNumber && (
            <span className="order-row-track">
              {t('orders.tracking')}: <code>{order.trackNumber}</code>
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}

/** Newer and older pages of the full list; nothing when it fits one page. */
export function OrderPager({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <nav className="pagination" aria-label={t('orders.all')}>
      <button type="button" className="button button-secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('orders.previousPage')}
      </button>
      <p>{t('orders.pageOf', { page, pages })}</p>
      <button
        type="button"
        className="button button-secondary"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {t('orders.nextPage')}
      </button>
    </nav>
  );
}
