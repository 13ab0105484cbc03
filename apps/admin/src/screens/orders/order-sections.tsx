import type { AdminOrderDetail } from '@kordon/contract';
import type { ReactNode } from 'react';
import { formatDateTime, formatMoney } from '../../components/format/format';
import { stateLabels } from './order-labels';

const money = (value: { amount: number; currency: string }) => formatMoney(value.amount, value.currency);

function Card({ title, children, wide }: { title: string; children: ReactNode; wide?: boolean }) {
  return (
    <section className={`order-card${wide ? ' order-card-wide' : ''}`} aria-label={title}>
      <h2>{title}</h2>
      {children}
    </section>
  );
}

/** Term and value pairs; empty values are left out. */
function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="order-facts">
      {rows
        .filter(([, value]) => value !== null && value !== undefined && value !== '')
        .map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}

export function LinesCard({ order }: { order: AdminOrderDetail }) {
  return (
    <Card title="Lines" wide>
      <div className="order-lines-scroll">
        <table className="order-lines">
          <thead>
            <tr>
              <th scope="col">Item</th>
              <th scope="col">SKU</th>
              <th scope="col" className="amount">
                Qty
              </th>
              <th scope="col" className="amount">
                Price
              </th>
              <th scope="col" className="amount">
                Total
              </th>
            </tr>
          </thead>
          <tbody>
            {order.lines.map((line, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: an order's lines never change order.
              <tr key={i}>
                <td>
                  {line.name}
                  {line.is_digital && <span className="badge">digital</span>}
                  {line.options && <div className="muted">{line.options}</div>}
                </td>
                <td className="mono">{line.sku ?? ''}</td>
                <td className="amount">{line.quantity}</td>
                <td className="amount">{money(line.unit_price)}</td>
                <td className="amount">{money(line.total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {/* Apart from the table: on a phone its price and SKU columns give way, the sums keep their width. */}
      <dl className="order-sums">
        {order.totals.map((total) => (
          <div key={total.code} className={total.code === 'total' ? 'order-grand-total' : undefined}>
            <dt>{total.title}</dt>
            <dd className="amount">{money(total.value)}</dd>
          </div>
        ))}
      </dl>
      {order.coupon_code && <p className="muted">Coupon: {order.coupon_code}</p>}
      {order.comment && <p className="order-comment">“{order.comment}”</p>}
    </Card>
  );
}

export function CustomerCard({ order }: { order: AdminOrderDetail }) {
  const { customer, company } = order;
  return (
    <Card title="Customer">
      <Facts
        rows={[
          ['Name', `${customer.firstname} ${customer.lastname}`.trim()],
          [
            'E-mail',
            <a key="email" href={`mailto:${customer.email}`}>
              {customer.email}
            </a>,
          ],
          ['Phone', customer.phone],
          ['Account', customer.registered ? 'Signed-in customer' : 'Guest'],
          ['Company', company ? `${company.name} (tax ID ${company.taxId}), ${company.address}` : null],
          ['Language', order.language.toUpperCase()],
        ]}
      />
    </Card>
  );
}

export function DeliveryCard({ order }: { order: AdminOrderDetail }) {
  const place = order.address;
  const point = order.pickup_point;
  return (
    <Card title="Delivery">
      <Facts
        rows={[
          ['Method', order.shipping.name],
          ['Pickup point', point ? `${point.name}, ${point.address}, ${point.city}` : null],
          ['Recipient', place ? `${place.firstname} ${place.lastname}`.trim() : null],
          [
            'Address',
            place
              ? [
                  place.address,
                  [place.postal_code, place.city].filter(Boolean).join(' '),
                  place.zone,
                  place.country_name,
                ]
                  .filter(Boolean)
                  .join(', ')
              : null,
          ],
          ['Phone', place?.phone],
          ['Tracking number', order.track_number ? <code key="track">{order.track_number}</code> : null],
        ]}
      />
    </Card>
  );
}

export function PaymentCard({ order }: { order: AdminOrderDetail }) {
  const { payment } = order;
  return (
    <Card title="Payment">
      <Facts
        rows={[
          ['Method', payment.name],
          ['Paid', payment.paid_at ? formatDateTime(payment.paid_at) : 'Not paid'],
          ['Refunded', order.refunded.amount > 0 ? money(order.refunded) : null],
        ]}
      />
      {payment.attempts.length > 0 && (
        <ul className="order-list">
          {payment.attempts.map((attempt) => (
            <li key={attempt.id}>
              <span className="cell-strong">{money(attempt.amount)}</span> {attempt.provider} · {attempt.status}
              <div className="muted">
                {formatDateTime(attempt.created_at)} · reference <code>{attempt.reference ?? attempt.id}</code>
                {attempt.failure && ` · ${attempt.failure}`}
              </div>
            </li>
          ))}
        </ul>
      )}
      {order.refunds.length > 0 && (
        <>
          <h3>Refunds</h3>
          <ul className="order-list">
            {order.refunds.map((refund) => (
              <li key={refund.id}>
                <span className="cell-strong">{money(refund.amount)}</span> {refund.provider} · {refund.status}
                <div className="muted">
                  {formatDateTime(refund.created_at)} · {refund.reason}
                  {refund.reference && (
                    <>
                      {' '}
                      · <code>{refund.reference}</code>
                    </>
                  )}
                  {refund.staff_email && ` · by ${refund.staff_email}`}
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
    </Card>
  );
}

export function HistoryCard({ order }: { order: AdminOrderDetail }) {
  return (
    <Card title="History">
      <ol className="order-history">
        {[...order.history].reverse().map((entry, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: history only grows.
          <li key={i}>
            <span className="cell-strong">{stateLabels[entry.to]}</span>
            <time className="muted" dateTime={entry.at}>
              {' '}
              {formatDateTime(entry.at)}
            </time>
            {entry.track_number && (
              <div>
                Tracking number <code>{entry.track_number}</code>
              </div>
            )}
            {entry.note && <div className="muted">{entry.note}</div>}
          </li>
        ))}
      </ol>
    </Card>
  );
}
