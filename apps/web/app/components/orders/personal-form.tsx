import type { PersonalInfo } from '@kordon/contract';
import { type FormEvent, useState } from 'react';
import { notifySessionChanged, pageStorage } from '../../lib/session/page-session';
import type { StoredCustomer } from '../../lib/session/session-storage';
import { safeStorage, storageKeys } from '../../lib/session/session-storage';
import { useTranslation } from '../../lib/translation';
import { savePersonalInfo } from './order-api';
import './orders.css';
import { FormFooter } from './form-footer';
import { type FieldMessage, PERSONAL_FIELDS, type PersonalErrors, personalErrorsOf } from './personal-errors';

const autoComplete = { firstname: 'given-name', lastname: 'family-name', phone: 'tel' } as const;

/** The header shows the stored customer's name (spec-coverage 3.3): keep it in step with the profile. */
function rememberCustomer({ firstname, lastname, email }: PersonalInfo) {
  safeStorage(pageStorage()).set(storageKeys.customer, JSON.stringify({ firstname, lastname, email }));
  notifySessionChanged();
}

/**
 * #personal: an "Edit" button that opens the names and phone, saved with PUT /profile/personal;
 * the server's errors show under their fields.
 */
export default function PersonalForm({
  info,
  stored,
  onSaved,
}: {
  info: PersonalInfo | null;
  stored: StoredCustomer | null;
  onSaved: (saved: PersonalInfo) => void;
}) {
  const { t } = useTranslation();
  const [errors, setErrors] = useState<PersonalErrors>({ fields: {}, form: null });
  const [saving, setSaving] = useState(false);
  const [phase, setPhase] = useState<'closed' | 'open' | 'saved'>('closed');
  const current = {
    firstname: info?.firstname ?? stored?.firstname ?? '',
    lastname: info?.lastname ?? stored?.lastname ?? '',
    phone: info?.phone ?? '',
  };
  const say = (message: FieldMessage) => ('key' in message ? t(message.key) : message.text);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const value = (name: string) => String(data.get(name) ?? '');
    setSaving(true);
    try {
      const saved = await savePersonalInfo({
        firstname: value('firstname'),
        lastname: value('lastname'),
        phone: value('phone'),
      });
      rememberCustomer(saved);
      onSaved(saved);
      setPhase('saved');
    } catch (error) {
      setErrors(personalErrorsOf(error));
    }
    setSaving(false);
  };

  if (phase !== 'open') {
    return (
      <div className="personal-edit">
        <button
          type="button"
          className="button button-secondary"
          onClick={() => {
            setErrors({ fields: {}, form: null });
            setPhase('open');
          }}
        >
          {t('personalForm.edit')}
        </button>
        <p className="muted" role="status">
          {phase === 'saved' ? t('personalForm.saved') : ''}
        </p>
      </div>
    );
  }

  return (
    <form className="personal-form" noValidate onSubmit={(event) => void submit(event)}>
      {PERSONAL_FIELDS.map((field) => {
        const messages = errors.fields[field] ?? [];
        const hint = field === 'phone' ? `${field}-hint` : undefined;
        const described = [hint, messages.length > 0 ? `${field}-error` : undefined].filter(Boolean).join(' ');
        return (
          <div className="field" key={field}>
            <label htmlFor={`personal-${field}`}>{t(`profile.${field}`)}</label>
            <input
              id={`personal-${field}`}
              name={field}
              type={field === 'phone' ? 'tel' : 'text'}
              autoComplete={autoComplete[field]}
              defaultValue={current[field]}
              aria-invalid={messages.length > 0 || undefined}
              aria-describedby={described || undefined}
            />
            {hint && (
              <p className="field-hint" id={hint}>
                {t('personalForm.phoneHint')}
              </p>
            )}
            {messages.length > 0 && (
              <p className="field-error" id={`${field}-error`}>
                {messages.map(say).join('. ')}
              </p>
            )}
          </div>
        );
      })}
      <FormFooter error={errors.form ? say(errors.form) : ''} saving={saving} onCancel={() => setPhase('closed')} />
    </form>
  );
}
