import { zodResolver } from '@hookform/resolvers/zod';
import { adminAuthCalls, type LoginCodeSent, staffSignInRequest } from '@kordon/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useApi } from '../../app/admin-context';
import { Field, FormError } from '../../components/form/field';
import { showServerErrors } from '../../components/form/server-errors';
import { useCountdown } from './use-countdown';

type CodeStepProps = {
  email: string;
  /** The server's answer to the code request: when another code may be asked for. */
  answer: LoginCodeSent;
  onResent: (answer: LoginCodeSent) => void;
  onChangeEmail: () => void;
};

/** Step 2: the six digits from the e-mail; a new code once the server's wait is over. */
export function CodeStep({ email, answer, onResent, onChangeEmail }: CodeStepProps) {
  const api = useApi();
  const form = useForm({ resolver: zodResolver(staffSignInRequest), defaultValues: { email, code: '' } });
  const { errors, isSubmitting } = form.formState;
  const wait = useCountdown(answer.resend_after_seconds, answer);
  const [resent, setResent] = useState(false);
  const [resending, setResending] = useState(false);

  const submit = form.handleSubmit(async (body) => {
    try {
      // Signed in: the session changes and the sign-in page moves on by itself.
      api.start((await api.call(adminAuthCalls.signIn, { body })).data);
    } catch (error) {
      showServerErrors(error, form.setError, ['code']);
    }
  });
  const resend = async () => {
    setResending(true);
    form.clearErrors();
    try {
      const { data } = await api.call(adminAuthCalls.requestCode, { body: { email } });
      setResent(true);
      form.resetField('code');
      onResent(data);
    } catch (error) {
      showServerErrors(error, form.setError, []);
    } finally {
      setResending(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="login-title">
      <h1 id="login-title">Enter the code</h1>
      <p className="login-lead">
        If <strong>{email}</strong> belongs to a staff member, a six-digit code is on its way to it.
      </p>
      <Field label="Code from the e-mail" error={errors.code?.message} hint="Six digits">
        {(control) => (
          <input
            {...control}
            {...form.register('code')}
            className="code-input"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={7}
            // biome-ignore lint/a11y/noAutofocus: the only thing to do on this step is to type the code.
            autoFocus
          />
        )}
      </Field>
      <FormError message={errors.root?.server?.message ?? errors.email?.message} />
      <button type="submit" className="button button-primary button-wide" disabled={isSubmitting}>
        {isSubmitting ? 'Checking…' : 'Sign in'}
      </button>
      <div className="login-links">
        <button type="button" className="link-button" disabled={wait > 0 || resending} onClick={resend}>
          {wait > 0 ? `Send a new code in ${wait} s` : 'Send a new code'}
        </button>
        <button type="button" className="link-button" onClick={onChangeEmail}>
          Use another address
        </button>
      </div>
      <p className="visually-hidden" role="status">
        {resent && !resending ? 'A new code is on its way.' : ''}
      </p>
    </form>
  );
}
