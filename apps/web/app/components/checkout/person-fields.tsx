import { CHECKOUT_LIMITS as L } from '@kordon/contract';
import { useTranslation } from '../../lib/translation';
import { useCheckoutModel } from './checkout-context';
import { TextField } from './checkout-fields';
import type { Person } from './checkout-form';

const FIELDS: {
  name: keyof Person;
  type: 'text' | 'email' | 'tel';
  autoComplete: string;
  maxLength: number;
  inputMode?: 'email' | 'tel';
}[] = [
  { name: 'firstname', type: 'text', autoComplete: 'given-name', maxLength: L.nameMax },
  { name: 'lastname', type: 'text', autoComplete: 'family-name', maxLength: L.nameMax },
  { name: 'email', type: 'email', autoComplete: 'email', maxLength: L.emailMax, inputMode: 'email' },
  { name: 'phone', type: 'tel', autoComplete: 'tel', maxLength: L.phoneMax, inputMode: 'tel' },
];

/** spec-coverage 3.17 order.customer / order.recipient: first and last name, e-mail, phone. */
export function PersonFields({ prefix }: { prefix: 'customer' | 'recipient' }) {
  const { t } = useTranslation();
  const { state, change, touch, messages } = useCheckoutModel();
  const person = state.form[prefix];
  return (
    <div className="checkout-grid">
      {FIELDS.map(({ name, type, autoComplete, maxLength, inputMode }) => {
        const key = `${prefix}.${name}`;
        return (
          <TextField
            key={key}
            field={key}
            label={t(`checkout.${name}`)}
            hint={name === 'phone' ? t('checkout.phoneHint') : undefined}
            type={type}
            inputMode={inputMode}
            // The recipient's fields are another person's: the browser must not fill in the customer.
            autoComplete={prefix === 'customer' ? autoComplete : `section-recipient shipping ${autoComplete}`}
            maxLength={maxLength}
            value={person[name]}
            onChange={(value) => change({ section: prefix, values: { [name]: value } })}
            onBlur={() => touch(key)}
            messages={messages(key)}
          />
        );
      })}
    </div>
  );
}

/** The "someone else receives it" switch and, when on, the recipient's fields (in the address card). */
export function RecipientFields() {
  const { t } = useTranslation();
  const { state, toggleRecipient } = useCheckoutModel();
  return (
    <fieldset className="checkout-recipient">
      <legend className="visually-hidden">{t('checkout.recipient')}</legend>
      <label className="checkout-check">
        <input
          type="checkbox"
          checked={state.form.recipientOn}
          onChange={(event) => toggleRecipient(event.target.checked)}
        />
        {t('checkout.recipientToggle')}
      </label>
      {state.form.recipientOn && <PersonFields prefix="recipient" />}
    </fieldset>
  );
}
