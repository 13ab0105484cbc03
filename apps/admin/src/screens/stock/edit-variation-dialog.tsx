import { zodResolver } from '@hookform/resolvers/zod';
import { priceMinor, type StockVariation, stockCount, variationUpdate } from '@kordon/contract';
import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { AdminApiError } from '../../api/api-error';
import { useServices } from '../../app/admin-context';
import { DialogButtons } from '../../components/form/dialog-buttons';
import { Field, FormError } from '../../components/form/field';
import { moneyText, moneyTextOf } from '../../components/form/money-text';
import { showServerErrors } from '../../components/form/server-errors';
import { useUpdateVariation } from './stock-queries';

/** The form's text, as the contract's update (minor units, null for no old price) once parsed. */
const editSchema = z
  .object({
    stock: z.string().trim().regex(/^\d+$/, 'Enter a whole number').transform(Number).pipe(stockCount),
    price: moneyText.pipe(priceMinor),
    old_price: z.union([z.literal(''), moneyText.pipe(priceMinor)]).transform((value) => (value === '' ? null : value)),
    version: z.number(),
  })
  // The contract's own rules on the parsed values (the old price above the price).
  .superRefine((values, ctx) => {
    for (const issue of variationUpdate.safeParse(values).error?.issues ?? [])
      ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  });

type EditText = z.input<typeof editSchema>;
const textOf = (row: StockVariation): EditText => ({
  stock: String(row.stock),
  price: moneyTextOf(row.price),
  old_price: moneyTextOf(row.old_price),
  version: row.version,
});

/** Stock, price and old price of one variation. Only what was changed is sent: orders move stock meanwhile. */
export function EditVariationDialog({ row }: { row: StockVariation }) {
  const [open, setOpen] = useState(false);
  const update = useUpdateVariation();
  const { notices } = useServices();
  const form = useForm<EditText, unknown, z.output<typeof editSchema>>({
    resolver: zodResolver(editSchema),
    defaultValues: textOf(row),
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    const body = {
      version: row.version,
      ...(values.stock !== row.stock && { stock: values.stock }),
      ...(values.price !== row.price && { price: values.price }),
      ...(values.old_price !== row.old_price && { old_price: values.old_price }),
    };
    try {
      await update.mutateAsync({ id: row.id, body });
      setOpen(false);
      notices.show({ kind: 'done', message: `${row.sku} was saved.` });
    } catch (error) {
      // A stale edit: the conflict banner says so beside a reload; the form's values are stale too.
      if (error instanceof AdminApiError && error.status === 409) return setOpen(false);
      showServerErrors(error, form.setError, ['stock', 'price', 'old_price']);
    }
  });
  const name = `${row.product_name}${row.options ? ` (${row.options})` : ''}`;
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) form.reset(textOf(row));
      }}
    >
      <Dialog.Trigger asChild>
        <button type="button" className="button button-small" aria-label={`Edit ${row.sku}`}>
          Edit
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog">
          <Dialog.Title className="dialog-title">Edit {row.sku}</Dialog.Title>
          <Dialog.Description className="dialog-description">{name}. Prices in USD.</Dialog.Description>
          <form onSubmit={submit} noValidate>
            <Field label="Stock" error={errors.stock?.message}>
              {(control) => <input {...control} {...form.register('stock')} inputMode="numeric" />}
            </Field>
            <Field label="Price" error={errors.price?.message}>
              {(control) => <input {...control} {...form.register('price')} inputMode="decimal" />}
            </Field>
            <Field label="Old price" error={errors.old_price?.message} hint="Shown struck through; empty for none.">
              {(control) => <input {...control} {...form.register('old_price')} inputMode="decimal" />}
            </Field>
            <FormError message={errors.root?.server?.message} />
            <DialogButtons busy={isSubmitting} label="Save" busyLabel="Saving…" />
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
