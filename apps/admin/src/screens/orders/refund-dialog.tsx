import { zodResolver } from '@hookform/resolvers/zod';
import { type AdminOrderDetail, adminOrderCalls, adminOrderRefund } from '@kordon/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { useApi } from '../../app/admin-context';
import { ConfirmDialog } from '../../components/confirm-dialog/confirm-dialog';
import { Field } from '../../components/form/field';
import { formatMoney } from '../../components/format/format';
import { confirmForm } from './dialog-form';
import { useOrderWrite, useReloadOrder } from './orders-queries';

/** Digits after the point in a currency (JPY none, USD two). */
const digitsOf = (currency: string) =>
  new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;

/** "12.50" as 1250 minor units, exactly (no floating point); null when it has more digits than the currency. */
export function minorUnitsOf(text: string, digits: number): number | null {
  const match = /^(\d{1,9})(?:[.,](\d+))?$/.exec(text.trim());
  if (!match || (match[2]?.length ?? 0) > digits) return null;
  return Number(match[1]) * 10 ** digits + Number((match[2] ?? '').padEnd(digits, '0') || 0);
}

// Typed in major units; the call takes minor units (the contract's `amount`), so only the text is the form's own.
const refundForm = adminOrderRefund.pick({ reason: true }).extend({
  amount: z
    .string()
    .trim()
    .regex(/^\d{1,9}([.,]\d+)?$/, 'Enter an amount like 12.50'),
});
type RefundValues = z.infer<typeof refundForm>;

const newKey = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');

/** Gives money back through the provider that took it, up to what was paid and not yet refunded. */
export function RefundDialog({ order }: { order: AdminOrderDetail }) {
  const api = useApi();
  const reload = useReloadOrder(order.id);
  // One key per dialog: a retry of this refund (a lost answer) refunds nothing twice.
  const [key, setKey] = useState(newKey);
  const { currency } = order.refundable;
  const digits = digitsOf(currency);
  const max = formatMoney(order.refundable.amount, currency);
  const form = useForm<RefundValues>({ resolver: zodResolver(refundForm), defaultValues: { amount: '', reason: '' } });
  const refund = useOrderWrite(order.id, (values: RefundValues) => {
    const amount = minorUnitsOf(values.amount, digits) ?? 0;
    return api.call(adminOrderCalls.refund, {
      params: { id: order.id },
      body: { amount, reason: values.reason, idempotency_key: key, version: order.version },
    });
  });
  const send = async (values: RefundValues) => {
    const amount = minorUnitsOf(values.amount, digits);
    if (amount === null || amount < 1) {
      form.setError('amount', { message: `Enter an amount with at most ${digits} digits after the point` });
      throw new Error('amount');
    }
    return refund.mutateAsync(values);
  };
  return (
    <ConfirmDialog
      trigger={
        <button type="button" className="button">
          Refund…
        </button>
      }
      title={`Refund order ${order.number}`}
      description={`Up to ${max} can be refunded. The money goes back the way it was paid; a bank transfer is paid back by hand.`}
      confirmLabel="Refund"
      onClose={() => {
        form.reset();
        setKey(newKey());
      }}
      onConfirm={async () => {
        try {
          return await confirmForm(form, ['amount', 'reason'], send, reload)();
        } catch (error) {
          if (error instanceof Error && error.message === 'amount') return false;
          throw error;
        }
      }}
    >
      <Field label={`Amount (${currency})`} error={form.formState.errors.amount?.message} hint={`At most ${max}`}>
        {(control) => <input {...control} {...form.register('amount')} inputMode="decimal" autoComplete="off" />}
      </Field>
      <Field label="Reason" error={form.formState.errors.reason?.message}>
        {(control) => <textarea {...control} {...form.register('reason')} rows={2} />}
      </Field>
    </ConfirmDialog>
  );
}
