import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from '../../lib/translation';
import { emailError } from '../account/login-email';
import { ShownErrors } from './shown-errors';
import '../account/account.css';
import { errorsOf, type ShownError } from './product-errors';

// Loaded only on a page whose chosen variation is out of stock.

type Sent = { done: string } | { errors: ShownError[] } | null;

/** Spec §7 POST /products/variation/{id}/restock: one e-mail when the variation is back. */
export function RestockForm({ variationId }: { variationId: number }) {
  const { t } = useTranslation();
  const id = useId();
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<Sent>(null);
  const error = touched ? emailError(email) : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (emailError(email) || busy) return;
    setBusy(true);
    try {
      const [{ browserCall }, { reviewCalls }] = await Promise.all([
        import('../../lib/api.client'),
        import('../../lib/call-declarations'),
      ]);
      const answer = await browserCall(reviewCalls.restock, {
        params: { id: variationId },
        body: { customerEmail: email.trim() },
      });
      setSent({ done: answer.message || t('product.restock.done') });
    } catch (failure) {
      setSent({ errors: errorsOf(failure, 'product.failed') });
    } finally {
      setBusy(false);
    }
  };

  if (sent && 'done' in sent) {
    return (
      <p className="restock-done" role="status">
        {sent.done}
      </p>
    );
  }
  return (
    <form className="restock-form login-form" noValidate onSubmit={submit} aria-busy={busy}>
      <h2 className="restock-title">{t('product.restock.title')}</h2>
      <div className="field">
        <label htmlFor={`${id}-email`}>{t('login.email')}</label>
        <input
          id={`${id}-email`}
          type="email"
          name="customerEmail"
          autoComplete="email"
          inputMode="email"
          spellCheck={false}
          required
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            setTouched(true);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-note`}
        />
        <p id={`${id}-note`} className={error ? 'field-error' : 'field-hint'}>
          {error ? t(error) : t('product.restock.hint')}
        </p>
      </div>
      <button type="submit" className="button button-block" disabled={busy || emailError(email) !== null}>
        {t('product.restock.submit')}
      </button>
      <ShownErrors errors={sent && 'errors' in sent ? sent.errors : []} />
    </form>
  );
}
