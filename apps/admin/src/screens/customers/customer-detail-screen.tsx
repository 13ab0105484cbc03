import type { CustomerDetail } from '@kordon/contract';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { errorText } from '../../api/api-error';
import { DataTable } from '../../components/data-table/data-table';
import { formatDate, formatDateTime } from '../../components/format/format';
import { ScreenHeader } from '../../layout/screen-header';
import { AnonymiseButton } from './anonymise-button';
import { nameOf } from './customer-columns';
import { customerRestockColumns, customerReviewColumns, orderColumns } from './customer-detail-columns';
import { useCustomer } from './customers-queries';
import './customers.css';
// The review status badges look as in the moderation queue.
import '../reviews/reviews.css';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="customer-section" aria-label={title}>
      <h2>{title}</h2>
      {children}
    </section>
  );
}

function Personal({ customer }: { customer: CustomerDetail }) {
  return (
    <dl className="customer-facts">
      <dt>E-mail</dt>
      <dd className="break">{customer.anonymised_at ? <span className="badge">anonymised</span> : customer.email}</dd>
      <dt>Phone</dt>
      <dd>{customer.phone ?? <span className="muted">none</span>}</dd>
      <dt>Customer since</dt>
      <dd>{formatDate(customer.created_at)}</dd>
      {customer.anonymised_at && (
        <>
          <dt>Anonymised</dt>
          <dd>{formatDateTime(customer.anonymised_at)}</dd>
        </>
      )}
    </dl>
  );
}

/** "Tverskaya 7, Moscow, 125009, Russia": a region named as its city (Moscow, Berlin) is said once. */
const placeOf = (address: CustomerDetail['addresses'][number]) =>
  [address.address, address.city, address.zoneName, address.postalCode, address.countryName ?? address.countryCode]
    .filter((part, i, parts) => part && parts.indexOf(part) === i)
    .join(', ');

function Addresses({ customer }: { customer: CustomerDetail }) {
  if (customer.addresses.length === 0) return <p className="muted">No saved addresses.</p>;
  return (
    <ul className="customer-addresses">
      {customer.addresses.map((address) => (
        <li key={address.id}>
          <span className="cell-strong">{address.name}</span>
          <br />
          {placeOf(address)}
        </li>
      ))}
    </ul>
  );
}

/** One customer: what they ordered, where to, what they wrote and what they wait for. */
export default function CustomerDetailScreen() {
  const { id = '' } = useParams();
  const customer = useCustomer(id);
  const data = customer.data;
  return (
    <>
      <p className="back-link">
        <Link to="/customers">← Customers</Link>
      </p>
      <ScreenHeader title={data ? nameOf(data) : 'Customer'}>
        {data && <AnonymiseButton customer={data} />}
      </ScreenHeader>
      {customer.error ? (
        <p role="alert" className="form-error">
          Could not load the customer: {errorText(customer.error)}
        </p>
      ) : !data ? (
        <p className="muted">Loading…</p>
      ) : (
        <div className="customer-detail">
          <Section title="Personal information">
            <Personal customer={data} />
          </Section>
          <Section title="Saved addresses">
            <Addresses customer={data} />
          </Section>
          <Section title={`Orders (${data.order_count})`}>
            <DataTable
              label="Orders of the customer"
              columns={orderColumns}
              rows={data.orders}
              rowId={(order) => order.id}
              empty="No orders."
            />
          </Section>
          <Section title="Reviews">
            <DataTable
              label="Reviews by the customer"
              columns={customerReviewColumns}
              rows={data.reviews}
              rowId={(review) => String(review.id)}
              empty="No reviews."
            />
          </Section>
          <Section title="Restock requests">
            <DataTable
              label="Restock requests of the customer"
              columns={customerRestockColumns}
              rows={data.restock_requests}
              rowId={(request) => String(request.id)}
              empty="No restock requests."
            />
          </Section>
        </div>
      )}
    </>
  );
}
