import { zodResolver } from '@hookform/resolvers/zod';
import type { AdminAnnouncement } from '@kordon/contract';
import * as Dialog from '@radix-ui/react-dialog';
import { type ReactNode, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useServices } from '../../app/admin-context';
import { DialogButtons } from '../../components/form/dialog-buttons';
import { Field, FormError } from '../../components/form/field';
import { showServerErrors } from '../../components/form/server-errors';
import {
  type AnnouncementFormValues,
  announcementForm,
  bodyOf,
  emptyAnnouncement,
  formValuesOf,
  SERVER_FIELDS,
} from './announcement-form';
import { useCreateAnnouncement, useStripPreview, useUpdateAnnouncement } from './announcements-queries';
import { StripPreview } from './strip-preview';

type Props = { trigger: ReactNode; entry?: AdminAnnouncement; nextPosition?: number };

/** Adds an entry, or edits one (with the version it was read at); the strip's preview follows the typing. */
export function AnnouncementDialog({ trigger, entry, nextPosition = 0 }: Props) {
  const [open, setOpen] = useState(false);
  const initial = entry ? formValuesOf(entry) : emptyAnnouncement(nextPosition);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog announcement-dialog">
          <Dialog.Title className="dialog-title">{entry ? 'Edit announcement' : 'Add announcement'}</Dialog.Title>
          <Dialog.Description className="dialog-description">
            Shown in the strip above every page of the shop, in the visitor's language. Bold, italics and links are
            kept; anything else is removed when it is saved.
          </Dialog.Description>
          {open && <AnnouncementForm entry={entry} initial={initial} onDone={() => setOpen(false)} />}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function AnnouncementForm({
  entry,
  initial,
  onDone,
}: {
  entry?: AdminAnnouncement;
  initial: AnnouncementFormValues;
  onDone: () => void;
}) {
  const create = useCreateAnnouncement();
  const update = useUpdateAnnouncement();
  const { notices } = useServices();
  const form = useForm({ resolver: zodResolver(announcementForm), defaultValues: initial });
  const { errors, isSubmitting } = form.formState;
  const [texts, colour] = useWatch({ control: form.control, name: ['html_text', 'background_color'] });
  const preview = useStripPreview(texts);
  const validColour = /^#[0-9a-f]{6}$/i.test(colour) ? colour : '#1d2023';
  const submit = form.handleSubmit(async (values) => {
    try {
      const body = bodyOf(values);
      if (entry) await update.mutateAsync({ id: entry.id, body: { ...body, version: entry.version } });
      else await create.mutateAsync(body);
      notices.show({ kind: 'done', message: entry ? 'The announcement was saved.' : 'The announcement was added.' });
      onDone();
    } catch (error) {
      showServerErrors(error, form.setError, SERVER_FIELDS);
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Field label="Text (English)" error={errors.html_text?.en?.message}>
        {(control) => <textarea {...control} {...form.register('html_text.en')} />}
      </Field>
      <Field label="Text (Russian)" error={errors.html_text?.ru?.message}>
        {(control) => <textarea {...control} {...form.register('html_text.ru')} />}
      </Field>
      <section className="announcement-preview" aria-label="Preview">
        <h3>Preview</h3>
        <StripPreview
          label="Preview of the strip"
          entries={(['en', 'ru'] as const).map((lang) => ({
            id: lang,
            background_color: validColour,
            html: preview.data?.[lang] || `<em>${lang === 'en' ? 'English' : 'Russian'} text</em>`,
          }))}
        />
      </section>
      <div className="form-row">
        <Field label="Background colour" error={errors.background_color?.message} hint="#rrggbb">
          {(control) => (
            <span className="colour-inputs">
              <input {...control} {...form.register('background_color')} autoComplete="off" spellCheck={false} />
              <input
                type="color"
                aria-label="Pick the background colour"
                value={validColour.toLowerCase()}
                onChange={(event) => form.setValue('background_color', event.target.value, { shouldValidate: true })}
              />
            </span>
          )}
        </Field>
        <Field label="Order" error={errors.position?.message} hint="Lower numbers come first">
          {(control) => (
            <input {...control} {...form.register('position', { valueAsNumber: true })} type="number" min={0} />
          )}
        </Field>
      </div>
      <div className="form-row">
        <Field label="Shown from" error={errors.starts_at?.message} hint="Empty: at once">
          {(control) => <input {...control} {...form.register('starts_at')} type="datetime-local" />}
        </Field>
        <Field label="Shown until" error={errors.ends_at?.message} hint="Empty: until switched off">
          {(control) => <input {...control} {...form.register('ends_at')} type="datetime-local" />}
        </Field>
      </div>
      <label className="checkbox-field">
        <input type="checkbox" {...form.register('is_active')} /> Switched on
      </label>
      <FormError message={errors.root?.server?.message} />
      <DialogButtons busy={isSubmitting} label={entry ? 'Save' : 'Add'} busyLabel="Saving…" />
    </form>
  );
}
