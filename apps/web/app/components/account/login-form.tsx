import { type FormEvent, useEffect, useId, useRef } from 'react';
import { useTranslation } from '../../lib/translation';
import { MailIcon } from '../common/icons';
import { canSendEmail, emailError } from './login-email';
import { canSendCode, type FormMessage } from './login-flow';
import { loadLoginRequests, useLoginFlow } from './login-flow-store';

function useMessageText() {
  const { t } = useTranslation();
  return (message: FormMessage) => ('text' in message ? message.text : t(message.key, { count: message.count }));
}

/** spec-coverage 5.8a, 8.11: every server error of the last request, listed under the form. */
function FormErrors({ errors }: { errors: FormMessage[] }) {
  const text = useMessageText();
  return (
    <div className="form-errors" role="alert">
      {errors.length > 0 && (
        <ul>
          {errors.map((message) => (
            <li key={text(message)}>{text(message)}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

function EmailStep({ id, onSubmit }: { id: string; onSubmit: () => void }) {
  const { t } = useTranslation();
  const { state, setEmail, sendEmail } = useLoginFlow();
  const error = state.emailTouched ? emailError(state.email) : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
    void sendEmail();
  };
  return (
    <form className="login-form" noValidate onSubmit={submit} aria-busy={state.busy}>
      <div className="field">
        <label htmlFor={`${id}-email`}>{t('login.email')}</label>
        <input
          id={`${id}-email`}
          data-autofocus
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          spellCheck={false}
          required
          value={state.email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-email-note`}
        />
        <p id={`${id}-email-note`} className={error ? 'field-error' : 'field-hint'}>
          {error ? t(error) : t('login.emailHint')}
        </p>
      </div>
      <button type="submit" className="button button-block" disabled={!canSendEmail(state)}>
        {state.busy ? t('login.sending') : t('login.sendCode')}
      </button>
      <FormErrors errors={state.errors} />
    </form>
  );
}

function CodeStep({ id, onSubmit, onSignedIn }: { id: string; onSubmit: () => void; onSignedIn?: () => void }) {
  const { t } = useTranslation();
  const { state, setCode, sendCode, sendEmail, backToEmail } = useLoginFlow();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await sendCode()) onSignedIn?.();
  };
  return (
    <form className="login-form" noValidate onSubmit={submit} aria-busy={state.busy}>
      {state.notice && (
        <div className="login-sent" role="status">
          <MailIcon size={22} />
          <p>
            {state.email && <strong>{state.email}</strong>}
            {state.notice}
          </p>
        </div>
      )}
      <div className="field">
        <label htmlFor={`${id}-code`}>{t('login.code')}</label>
        <input
          id={`${id}-code`}
          data-autofocus
          type="text"
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          spellCheck={false}
          value={state.code}
          onChange={(event) => setCode(event.target.value)}
          aria-describedby={`${id}-code-note`}
        />
        <p id={`${id}-code-note`} className="field-hint">
          {t('login.codeHint')}
        </p>
      </div>
      <button type="submit" className="button button-block" disabled={!canSendCode(state)}>
        {state.busy ? t('login.checking') : t('login.submitCode')}
      </button>
      <FormErrors errors={state.errors} />
      <div className="login-actions">
        <button
          type="button"
          className="link-button"
          onClick={() => {
            onSubmit();
            backToEmail();
          }}
        >
          {t('login.changeEmail')}
        </button>
        {canSendEmail(state) && (
          <button type="button" className="link-button" onClick={() => void sendEmail()}>
            {t('login.resend')}
          </button>
        )}
      </div>
    </form>
  );
}

/**
 * spec-coverage 4.1a, 5.1, 5.2 sign-in: the e-mail form, then the code form. One component for the /login page and
 * the header panel; both show the same flow (login-flow-store.ts).
 */
export function LoginForm({ onSignedIn, idPrefix }: { onSignedIn?: () => void; idPrefix?: string }) {
  const generated = useId();
  const id = idPrefix ?? generated;
  const { state } = useLoginFlow();
  const root = useRef<HTMLDivElement>(null);
  // Focus follows the step only in the form the shopper used, not in the page's other copy.
  const actedHere = useRef(false);
  const onSubmit = () => {
    actedHere.current = true;
  };
  // The calls are fetched while the shopper types, not after the first click.
  useEffect(() => void loadLoginRequests(), []);
  // The form loads when first shown: a panel that opened before it arrived holds the focus on
  // itself, and hands it to the field where typing starts (the /login page leaves focus alone).
  useEffect(() => {
    const form = root.current;
    const panel = form?.closest('[role="dialog"]');
    if (!form || !panel?.contains(document.activeElement) || form.contains(document.activeElement)) return;
    form.querySelector<HTMLElement>('[data-autofocus]')?.focus();
  }, []);
  useEffect(() => {
    if (!actedHere.current) return;
    actedHere.current = false;
    root.current?.querySelector<HTMLInputElement>(`input[name="${state.step === 'code' ? 'code' : 'email'}"]`)?.focus();
  }, [state.step]);

  return (
    <div ref={root} className="login">
      {state.step === 'email' ? (
        <EmailStep id={id} onSubmit={onSubmit} />
      ) : (
        <CodeStep id={id} onSubmit={onSubmit} onSignedIn={onSignedIn} />
      )}
    </div>
  );
}
