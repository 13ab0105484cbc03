import { zodResolver } from '@hookform/resolvers/zod';
import { adminAuthCalls, type LoginCodeSent, staffCodeRequest } from '@kordon/contract';
import { useForm } from 'react-hook-form';
import { useApi } from '../../app/admin-context';
import { Field, FormError } from '../../components/form/field';
import { showServerErrors } from '../../components/form/server-errors';

/** Step 1: the staff member's address; the server answers the same for an unknown one. */
export function EmailStep({ onSent }: { onSent: (email: string, answer: LoginCodeSent) => void }) {
  const api = useApi();
  const form = useForm({ resolver: zodResolver(staffCodeRequest), defaultValues: { email: '' } });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (body) => {
    try {
      const { data } = await api.call(adminAuthCalls.requestCode, { body });
      onSent(body.email, data);
    } catch (error) {
      showServerErrors(error, form.setError, ['email']);
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-labelledby="login-title">
      <h1 id="login-title">Sign in</h1>
      <p className="login-lead">We send a one-time code to your staff e-mail address.</p>
      <Field label="E-mail" error={errors.email?.message}>
        {(control) => <input {...control} {...form.register('email')} type="email" autoComplete="username" />}
      </Field>
      <FormError message={errors.root?.server?.message} />
      <button type="submit" className="button button-primary button-wide" disabled={isSubmitting}>
        {isSubmitting ? 'Sending…' : 'Send a code'}
      </button>
    </form>
  );
}
