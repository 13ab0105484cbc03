import { zodResolver } from '@hookform/resolvers/zod';
import type { Coupon, CouponCreate, CouponUpdate } from '@kordon/contract';
import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { AdminApiError } from '../../api/api-error';
import { useServices } from '../../app/admin-context';
import { DialogButtons } from '../../components/form/dialog-buttons';
import { Field, FormError } from '../../components/form/field';
import { showServerErrors } from '../../components/form/server-errors';
import { type CouponFormText, EMPTY_COUPON, editCouponSchema, newCouponSchema, textOfCoupon } from './coupon-form';
import { useCreateCoupon, useUpdateCoupon } from './coupons-queries';

const FIELDS = [
  'code',
  'kind',
  'value',
  'min_subtotal',
  'starts_at',
  'ends_at',
  'usage_limit',
  'per_customer_limit',
] as const;

/** A new coupon, or an edit of one (its code stays: orders name it). Checked by the contract's schemas. */
export function CouponDialog({ coupon }: { coupon?: Coupon }) {
  const [open, setOpen] = useState(false);
  const create = useCreateCoupon();
  const update = useUpdateCoupon();
  const { notices } = useServices();
  const defaults = coupon ? textOfCoupon(coupon) : EMPTY_COUPON;
  const form = useForm<CouponFormText, unknown, CouponCreate | CouponUpdate>({
    resolver: zodResolver(coupon ? editCouponSchema(coupon.version) : newCouponSchema),
    defaultValues: defaults,
  });
  const { errors, isSubmitting } = form.formState;
  const kind = form.watch('kind');
  const submit = form.handleSubmit(async (body) => {
    try {
      const saved = coupon
        ? await update.mutateAsync({ id: coupon.id, body: body as CouponUpdate })
        : await create.mutateAsync(body as CouponCreate);
      setOpen(false);
      notices.show({ kind: 'done', message: `Coupon ${saved.code} was saved.` });
    } catch (error) {
      // A stale edit: the conflict banner says so beside a reload; the form's values are stale too.
      if (error instanceof AdminApiError && error.status === 409) return setOpen(false);
      showServerErrors(error, form.setError, FIELDS);
    }
  });
  const title = coupon ? `Edit coupon ${coupon.code}` : 'New coupon';
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) form.reset(defaults);
      }}
    >
      <Dialog.Trigger asChild>
        {coupon ? (
          <button type="button" className="button button-small" aria-label={`Edit ${coupon.code}`}>
            Edit
          </button>
        ) : (
          <button type="button" className="button button-primary">
            New coupon
          </button>
        )}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog coupon-dialog">
          <Dialog.Title className="dialog-title">{title}</Dialog.Title>
          <Dialog.Description className="dialog-description">
            Shoppers type the code at checkout, in any case. Amounts in USD.
          </Dialog.Description>
          <form onSubmit={submit} noValidate className="coupon-form">
            <Field label="Code" error={errors.code?.message}>
              {(control) => (
                <input {...control} {...form.register('code')} disabled={Boolean(coupon)} autoComplete="off" />
              )}
            </Field>
            <Field label="Discount" error={errors.kind?.message}>
              {(control) => (
                <select {...control} {...form.register('kind')}>
                  <option value="percent">Percent off</option>
                  <option value="fixed">Amount off</option>
                  <option value="free_shipping">Free shipping</option>
                </select>
              )}
            </Field>
            {kind !== 'free_shipping' && (
              <Field label={kind === 'percent' ? 'Percent' : 'Amount'} error={errors.value?.message}>
                {(control) => <input {...control} {...form.register('value')} inputMode="decimal" />}
              </Field>
            )}
            <Field label="Minimum order" error={errors.min_subtotal?.message} hint="Goods total; empty for none.">
              {(control) => <input {...control} {...form.register('min_subtotal')} inputMode="decimal" />}
            </Field>
            <Field label="Starts" error={errors.starts_at?.message}>
              {(control) => <input {...control} {...form.register('starts_at')} type="datetime-local" />}
            </Field>
            <Field label="Ends" error={errors.ends_at?.message}>
              {(control) => <input {...control} {...form.register('ends_at')} type="datetime-local" />}
            </Field>
            <Field label="Uses in all" error={errors.usage_limit?.message} hint="Empty for no limit.">
              {(control) => <input {...control} {...form.register('usage_limit')} inputMode="numeric" />}
            </Field>
            <Field label="Uses per customer" error={errors.per_customer_limit?.message} hint="Empty for no limit.">
              {(control) => <input {...control} {...form.register('per_customer_limit')} inputMode="numeric" />}
            </Field>
            <label className="check">
              <input type="checkbox" {...form.register('first_order_only')} /> First order only
            </label>
            <label className="check">
              <input type="checkbox" {...form.register('is_active')} /> Active
            </label>
            <FormError message={errors.root?.server?.message} />
            <DialogButtons busy={isSubmitting} label="Save" busyLabel="Saving…" />
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
