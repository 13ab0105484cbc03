import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AdminOrderDetail,
  type AdminOrderTransition,
  adminOrderCalls,
  adminOrderTransition,
} from '@kordon/contract';
import { useForm } from 'react-hook-form';
import { useApi } from '../../app/admin-context';
import { ConfirmDialog } from '../../components/confirm-dialog/confirm-dialog';
import { Field } from '../../components/form/field';
import { confirmForm } from './dialog-form';
import { moveLabels } from './order-labels';
import { useOrderWrite, useReloadOrder } from './orders-queries';

/** Ships the order: the contract's transition schema asks for the tracking number the customer gets. */
export function ShipDialog({ order }: { order: AdminOrderDetail }) {
  const api = useApi();
  const reload = useReloadOrder(order.id);
  const defaults: AdminOrderTransition = {
    to: 'shipped',
    track_number: order.track_number ?? '',
    version: order.version,
  };
  const form = useForm<AdminOrderTransition>({ resolver: zodResolver(adminOrderTransition), defaultValues: defaults });
  const ship = useOrderWrite(order.id, (body: AdminOrderTransition) =>
    api.call(adminOrderCalls.transition, { params: { id: order.id }, body }),
  );
  const error = form.formState.errors.track_number?.message;
  return (
    <ConfirmDialog
      trigger={
        <button type="button" className="button button-primary">
          Ship…
        </button>
      }
      title={`Ship order ${order.number}`}
      description={moveLabels.shipped.says}
      confirmLabel="Ship"
      onClose={() => form.reset(defaults)}
      onConfirm={confirmForm(
        form,
        ['track_number'],
        (values) => ship.mutateAsync({ ...values, version: order.version }),
        reload,
      )}
    >
      <Field label="Tracking number" error={error}>
        {(control) => <input {...control} {...form.register('track_number')} autoComplete="off" />}
      </Field>
    </ConfirmDialog>
  );
}
