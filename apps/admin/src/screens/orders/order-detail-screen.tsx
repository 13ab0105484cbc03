import { Link, useParams } from 'react-router';
import { errorText } from '../../api/api-error';
import { formatDateTime } from '../../components/format/format';
import { ScreenHeader } from '../../layout/screen-header';
import { OrderActions } from './order-actions';
import { CustomerCard, DeliveryCard, HistoryCard, LinesCard, PaymentCard } from './order-sections';
import { useOrder } from './orders-queries';
import { StateBadge } from './state-badge';
import './orders.css';
import './order-page.css';

/** One order: what was bought, by whom, where it goes, how it was paid, what happened to it; and what to do next. */
export default function OrderDetailScreen() {
  const { id = '' } = useParams();
  const order = useOrder(id);
  const back = (
    <Link to="/orders" className="order-back">
      ← Orders
    </Link>
  );
  if (!order.data) {
    return (
      <>
        {back}
        <ScreenHeader title="Order" />
        {order.error ? (
          <p role="alert" className="form-error">
            Could not load the order: {errorText(order.error)}
          </p>
        ) : (
          <p className="muted">Loading…</p>
        )}
      </>
    );
  }
  const data = order.data;
  return (
    <>
      {back}
      <ScreenHeader title={`Order ${data.number}`}>
        <OrderActions order={data} />
      </ScreenHeader>
      <p className="order-summary">
        <StateBadge state={data.state} />
        <span className="muted">
          Placed <time dateTime={data.created_at}>{formatDateTime(data.created_at)}</time>
        </span>
      </p>
      <div className="order-grid">
        <LinesCard order={data} />
        <CustomerCard order={data} />
        <DeliveryCard order={data} />
        <PaymentCard order={data} />
        <HistoryCard order={data} />
      </div>
    </>
  );
}
