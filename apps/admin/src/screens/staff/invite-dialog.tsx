import { zodResolver } from '@hookform/resolvers/zod';
import { staffInvite, staffRoles } from '@kordon/contract';
import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useServices } from '../../app/admin-context';
import { roleLabels } from '../../auth/roles';
import { DialogButtons } from '../../components/form/dialog-buttons';
import { Field, FormError } from '../../components/form/field';
import { showServerErrors } from '../../components/form/server-errors';
import { useInviteStaff } from './staff-queries';

const EMPTY = { email: '', name: '', role: 'viewer' } as const;

/** Adds a staff member: the server mails them how to sign in. Checked by the contract's own schema. */
export function InviteDialog() {
  const [open, setOpen] = useState(false);
  const invite = useInviteStaff();
  const { notices } = useServices();
  const form = useForm({ resolver: zodResolver(staffInvite), defaultValues: EMPTY });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (body) => {
    try {
      const member = await invite.mutateAsync(body);
      setOpen(false);
      form.reset(EMPTY);
      notices.show({
        kind: 'done',
        message: `${member.name} was invited: a sign-in e-mail is on its way to ${member.email}.`,
      });
    } catch (error) {
      showServerErrors(error, form.setError, ['email', 'name', 'role']);
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
        <button type="button" className="button button-primary">
          Invite staff member
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog">
          <Dialog.Title className="dialog-title">Invite a staff member</Dialog.Title>
          <Dialog.Description className="dialog-description">
            They sign in with a code sent to this address. Their role decides what they may change.
          </Dialog.Description>
          <form onSubmit={submit} noValidate>
            <Field label="E-mail" error={errors.email?.message}>
              {(control) => <input {...control} {...form.register('email')} type="email" autoComplete="off" />}
            </Field>
            <Field label="Name" error={errors.name?.message}>
              {(control) => <input {...control} {...form.register('name')} autoComplete="off" />}
            </Field>
            <Field
              label="Role"
              error={errors.role?.message}
              hint="Viewer: reads only. Manager: the shop's daily work. Owner: everything, staff included."
            >
              {(control) => (
                <select {...control} {...form.register('role')}>
                  {staffRoles.map((role) => (
                    <option key={role} value={role}>
                      {roleLabels[role]}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <FormError message={errors.root?.server?.message} />
            <DialogButtons busy={isSubmitting} label="Invite" busyLabel="Inviting…" />
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
