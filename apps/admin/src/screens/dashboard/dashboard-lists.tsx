import type { Dashboard } from '@kordon/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatCount, formatDateTime, formatMoney } from '../../components/format/format';

type ListProps = {
  title: string;
  total?: number;
  link: { to: string; label: string };
  empty: string;
  children: ReactNode[];
};

/** A short list of what needs attention, with how many in all and a link to the screen that deals with them. */
function AttentionList({ title, total, link, empty, children }: ListProps) {
  const id = `list-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section className="attention" aria-labelledby={id}>
      <header className="attention-head">
        <h2 id={id}>
          {title}
          {total !== undefined && <span className="badge">{formatCount(total)}</span>}
        </h2>
        <Link to={link.to}>{link.label}</Link>
      </header>
      {children.length > 0 ? <ol className="attention-items">{children}</ol> : <p className="muted">{empty}</p>}
    </section>
  );
}

export function TopProducts({ data }: { data: Dashboard }) {
  return (
    <AttentionList
      title="Top products"
      link={{ to: '/stock', label: 'Stock & prices' }}
      empty="Nothing sold in these days."
    >
      {data.top_products.map((product) => (
        <li key={product.product_id}>
          <span className="item-name">{product.name}</span>
          <span className="item-figure">
            {formatCount(product.units)} sold · {formatMoney(product.revenue, data.currency.code)}
          </span>
        </li>
      ))}
    </AttentionList>
  );
}

export function LowStock({ data }: { data: Dashboard }) {
  const { low_stock: low } = data;
  return (
    <AttentionList
      title="Low stock"
      total={low.total}
      link={{ to: '/stock', label: 'Stock & prices' }}
      empty={`Nothing is at ${low.threshold} or fewer.`}
    >
      {low.items.map((item) => (
        <li key={item.variation_id}>
          <span className="item-name">
            {item.name} <span className="mono muted">{item.sku}</span>
          </span>
          <span className={item.stock === 0 ? 'item-figure item-out' : 'item-figure'}>
            {item.stock === 0 ? 'sold out' : `${formatCount(item.stock)} left`}
          </span>
        </li>
      ))}
    </AttentionList>
  );
}

export function ExpiringOrders({ data }: { data: Dashboard }) {
  const { expiring_orders: expiring } = data;
  return (
    <AttentionList
      title="Unpaid, about to expire"
      total={expiring.total}
      link={{ to: '/orders', label: 'Orders' }}
      empty="No unpaid order is waiting."
    >
      {expiring.items.map((order) => (
        <li key={order.id}>
          <span className="item-name mono">{order.number}</span>
          <span className="item-figure">
            {formatMoney(order.total, order.currency)} · expires{' '}
            <time dateTime={order.hold_until}>{formatDateTime(order.hold_until)}</time>
          </span>
        </li>
      ))}
    </AttentionList>
  );
}

export function ReviewsWaiting({ data }: { data: Dashboard }) {
  const { reviews_waiting: reviews } = data;
  return (
    <AttentionList
      title="Reviews waiting"
      total={reviews.total}
      link={{ to: '/reviews', label: 'Reviews' }}
      empty="No review waits for a decision."
    >
      {reviews.items.map((review) => (
        <li key={review.id}>
          <span className="item-name">
            {review.product_name} <span className="muted">by {review.author}</span>
          </span>
          <span className="item-figure" role="img" aria-label={`${review.rating} of 5`}>
            {'★'.repeat(review.rating)}
            {'☆'.repeat(Math.max(0, 5 - review.rating))}
          </span>
        </li>
      ))}
    </AttentionList>
  );
}
