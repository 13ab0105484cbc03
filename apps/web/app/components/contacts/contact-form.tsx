import { CONTACT_MESSAGE_MAX, CONTACT_NAME_MAX, CONTACT_ORDER_NUMBER_MAX } from '@kordon/contract/contact-limits';
import { type FormEvent, useId, useState } from 'react';
import type { MessageKey } from '../../lib/i18n';
import { useTranslation } from '../../lib/translation';
import { emailError } from '../account/login-email';
import { ShownErrors } from '../product/shown-errors';
import '../account/account.css';
import { errorsOf, type ShownError } from '../product/product-errors';
import './contacts.css';

type Fields = { name: string; email: string; order_number: string; message: string };
type Sent = { done: string } | { errors: ShownError[] } | null;

const EMPTY: Fields = { name: '', email: '', order_number: '', message: '' };

/** The form's own checks, so the shopper sees them before anything is sent (the server checks again). */
function fieldErrors(fields: Fields): Partial<Record<keyof Fields, MessageKey>> {
  const errors: Partial<Record<keyof Fields, MessageKey>> = {};
  if (!fields.name.trim()) errors.name = 'validation.required';
  const email = emailError(fields.email);
  if (email) errors.email = email;
  if (!fields.message.trim()) errors.message = 'validation.required';
  return errors;
}

/** Issue 30 item 12: a message to the shop from the contacts page; the answer comes to the address given. */
export function ContactForm() {
  const { t } = useTranslation();
  const id = useId();
  const [fields, setFields] = useState(EMPTY);
  const [touched, setTouched] = useState<Partial<Record<keyof Fields, true>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<Sent>(null);
  const errors = fieldErrors(fields);
  const shown = (name: keyof Fields) => (submitted || touched[name] ? errors[name] : undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(errors).length > 0 || busy) {
      const first = (Object.keys(errors) as (keyof Fields)[])[0];
      if (first) document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    setBusy(true);
    try {
      const [{ browserCall }, { contactCalls }] = await Promise.all([
        import('../../lib/api.client'),
        import('../../lib/call-declarations'),
      ]);
      const order = fields.order_number.trim();
      const answer = await browserCall(contactCalls.send, {
        body: {
          name: fields.name,
          email: fields.email.trim(),
          message: fields.message,
          ...(order ? { order_number: order } : {}),
        },
      });
      setSent({ done: answer.message });
    } catch (failure) {
      setSent({ errors: errorsOf(failure, 'contacts.form.failed') });
    } finally {
      setBusy(false);
    }
  };

  if (sent && 'done' in sent) {
    return (
      <section className="contact-form" aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`}>{t('contacts.form.title')}</h2>
        <p className="contact-form-done" role="status">
          {sent.done}
        </p>
      </section>
    );
  }

  const input = (name: keyof Fields, label: MessageKey, props: Record<string, unknown>, multiline = false) => {
    const error = shown(name);
    const common = {
      id: `${id}-${name}`,
      name,
      value: fields[name],
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `${id}-${name}-error` : undefined,
      onBlur: () => setTouched((seen) => ({ ...seen, [name]: true })),
      ...props,
    };
    const change = (value: string) => setFields((now) => ({ ...now, [name]: value }));
    return (
      <div className="field" data-field={name}>
        <label htmlFor={`${id}-${name}`}>{t(label)}</label>
        {multiline ? (
          <textarea rows={6} {...common} onChange={(event) => change(event.target.value)} />
        ) : (
          <input {...common} onChange={(event) => change(event.target.value)} />
        )}
        {error && (
          <p id={`${id}-${name}-error`} className="field-error">
            {t(error)}
          </p>
        )}
      </div>
    );
  };

  return (
    <section className="contact-form" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('contacts.form.title')}</h2>
      <form className="login-form" noValidate onSubmit={submit} aria-busy={busy}>
        <div className="contact-form-row">
          {input('name', 'contacts.form.name', { autoComplete: 'name', maxLength: CONTACT_NAME_MAX, required: true })}
          {input('email', 'login.email', {
            type: 'email',
            autoComplete: 'email',
            inputMode: 'email',
            spellCheck: false,
            required: true,
          })}
        </div>
        {input('order_number', 'contacts.form.order', { maxLength: CONTACT_ORDER_NUMBER_MAX })}
        {input('message', 'contacts.form.message', { maxLength: CONTACT_MESSAGE_MAX, required: true }, true)}
        <button type="submit" className="button" disabled={busy}>
          {t('contacts.form.send')}
        </button>
        <ShownErrors errors={sent && 'errors' in sent ? sent.errors : []} />
      </form>
    </section>
  );
}
