import type { AdminOrderTotals } from '@kordon/contract';
import { formatCount, formatMoney } from '../../components/format/format';

/** The filtered set as a whole: how many orders and their sum, with the exact sums per currency. */
export function OrderTotalsRow({ totals }: { totals: AdminOrderTotals | undefined }) {
  if (!totals) return <p className="order-totals muted">Counting…</p>;
  const mixed = totals.by_currency.length > 1 || totals.by_currency.some((c) => c.currency !== totals.sum.currency);
  return (
    <section className="order-totals" aria-label="Totals of the orders found">
      <p>
        <strong>{formatCount(totals.count)}</strong> {totals.count === 1 ? 'order' : 'orders'}
        <span aria-hidden="true"> · </span>
        <strong className="amount">{formatMoney(totals.sum.amount, totals.sum.currency)}</strong>
        {mixed && <span className="muted"> (converted to {totals.sum.currency})</span>}
      </p>
      {mixed && (
        <ul className="order-totals-currencies">
          {totals.by_currency.map((group) => (
            <li key={group.currency}>
              {formatCount(group.count)} in {group.currency}: {formatMoney(group.amount, group.currency)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
