import { zodResolver } from '@hookform/resolvers/zod';
import { type ModeratedReview, REJECTION_REASON_MAX, reviewRejection } from '@kordon/contract';
import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useServices } from '../../app/admin-context';
import { DialogButtons } from '../../components/form/dialog-buttons';
import { Field, FormError } from '../../components/form/field';
import { showServerErrors } from '../../components/form/server-errors';
import { useRejectReview } from './reviews-queries';

const reasonSchema = reviewRejection.pick({ reason: true });
const EMPTY = { reason: '' };

/** Rejects a review with a reason, which is kept with it and shown in the queue. */
export function RejectDialog({ review }: { review: ModeratedReview }) {
  const [open, setOpen] = useState(false);
  const reject = useRejectReview();
  const { notices } = useServices();
  const form = useForm({ resolver: zodResolver(reasonSchema), defaultValues: EMPTY });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async ({ reason }) => {
    try {
      await reject.mutateAsync({ id: review.id, reason, version: review.version });
      setOpen(false);
      form.reset(EMPTY);
      notices.show({ kind: 'done', message: `The review by ${review.author} was rejected.` });
    } catch (error) {
      showServerErrors(error, form.setError, ['reason']);
    }
  });
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) form.reset(EMPTY);
      }}
    >
      <Dialog.Trigger asChild>
        <button type="button" className="button button-small" aria-label={`Reject the review by ${review.author}`}>
          Reject
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog">
          <Dialog.Title className="dialog-title">Reject the review by {review.author}?</Dialog.Title>
          <Dialog.Description className="dialog-description">
            It will not be on the product page. The reason is kept with the review for the staff.
          </Dialog.Description>
          <form onSubmit={submit} noValidate>
            <Field label="Reason" error={errors.reason?.message} hint={`At most ${REJECTION_REASON_MAX} characters.`}>
              {(control) => <textarea {...control} {...form.register('reason')} rows={3} />}
            </Field>
            <FormError message={errors.root?.server?.message} />
            <DialogButtons busy={isSubmitting} label="Reject" busyLabel="Rejecting…" danger />
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
