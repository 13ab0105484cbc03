import { zodResolver } from '@hookform/resolvers/zod';
import { type AdminOrderDetail, adminOrderCalls, adminOrderCancel } from '@kordon/contract';
import { useForm } from 'react-hook-form';
import { useApi } from '../../app/admin-context';
import { ConfirmDialog } from '../../components/confirm-dialog/confirm-dialog';
import { Field } from '../../components/form/field';
import { formatMoney } from '../../components/format/format';
import { confirmForm } from './dialog-form';
import { useOrderWrite, useReloadOrder } from './orders-queries';

/** Cancels the order with a reason; its units and coupon use go back. A paid order's money is refunded apart. */
export function CancelDialog({ order }: { order: AdminOrderDetail }) {
  const api = useApi();
  const reload = useReloadOrder(order.id);
  const defaults = { reason: '', version: order.version };
  const form = useForm({ resolver: zodResolver(adminOrderCancel), defaultValues: defaults });
  const cancel = useOrderWrite(order.id, (body: typeof defaults) =>
    api.call(adminOrderCalls.cancel, { params: { id: order.id }, body }),
  );
  const paid = order.refundable.amount > 0;
  return (
    <ConfirmDialog
      trigger={
        <button type="button" className="button button-danger-outline">
          Cancel order…
        </button>
      }
      title={`Cancel order ${order.number}?`}
      description={
        <>
          The items go back into stock and a coupon can be used again; the customer is mailed.
          {paid &&
            ` ${formatMoney(order.refundable.amount, order.refundable.currency)} was paid: refund it separately.`}
        </>
      }
      confirmLabel="Cancel order"
      onClose={() => form.reset(defaults)}
      onConfirm={confirmForm(
        form,
        ['reason'],
        (values) => cancel.mutateAsync({ ...values, version: order.version }),
        reload,
      )}
    >
      <Field label="Reason" error={form.formState.errors.reason?.message} hint="Kept in the order's history.">
        {(control) => <textarea {...control} {...form.register('reason')} rows={2} />}
      </Field>
    </ConfirmDialog>
  );
}
