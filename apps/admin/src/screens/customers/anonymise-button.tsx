import type { CustomerDetail } from '@kordon/contract';
import { useCan, useServices } from '../../app/admin-context';
import { ConfirmDialog } from '../../components/confirm-dialog/confirm-dialog';
import { useAnonymiseCustomer } from './customers-queries';

/** The owner's irreversible erasure of a customer's personal data, on the customer's request. */
export function AnonymiseButton({ customer }: { customer: CustomerDetail }) {
  const anonymise = useAnonymiseCustomer();
  const { notices } = useServices();
  if (!useCan('owner') || customer.anonymised_at) return null;
  return (
    <ConfirmDialog
      trigger={
        <button type="button" className="button button-danger">
          Anonymise…
        </button>
      }
      title={`Anonymise ${customer.email}?`}
      description={
        <>
          Their name, e-mail, phone and saved addresses, and the names, contacts and addresses on their{' '}
          {customer.order_count === 1 ? 'order' : `${customer.order_count} orders`} are replaced for good; they are
          signed out everywhere. Orders keep their items and totals. <strong>This cannot be undone.</strong>
        </>
      }
      confirmLabel="Anonymise for good"
      onConfirm={async () => {
        await anonymise.mutateAsync(customer.id);
        notices.show({ kind: 'done', message: 'The customer was anonymised.' });
      }}
    />
  );
}
