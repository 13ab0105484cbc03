import { CHECKOUT_LIMITS as L } from '@kordon/contract';
import { useTranslation } from '../../lib/translation';
import { useCheckoutModel } from './checkout-context';
import { TextField } from './checkout-fields';
import type { CompanyForm } from './checkout-form';
import { COMPANY_TAX_ID_MAX } from './checkout-rules';

const FIELDS: {
  name: keyof CompanyForm;
  label: 'companyName' | 'taxId' | 'companyAddress';
  max: number;
  auto: string;
}[] = [
  { name: 'name', label: 'companyName', max: L.addressMax, auto: 'organization' },
  { name: 'taxId', label: 'taxId', max: COMPANY_TAX_ID_MAX, auto: 'off' },
  { name: 'address', label: 'companyAddress', max: L.addressMax, auto: 'off' },
];

/** spec-coverage 2.2.7 business checkout: the company the invoice is made out to (`order.company`). */
export function CompanySection() {
  const { t } = useTranslation();
  const { state, change, touch, messages } = useCheckoutModel();
  const company = state.form.company;
  if (!company) return null;
  return (
    <section className="checkout-section" aria-labelledby="checkout-company-title">
      <h2 id="checkout-company-title">{t('checkout.company')}</h2>
      <div className="checkout-grid">
        {FIELDS.map(({ name, label, max, auto }) => (
          <TextField
            key={name}
            field={`company.${name}`}
            label={t(`checkout.${label}`)}
            className={name === 'address' ? 'checkout-wide' : undefined}
            autoComplete={auto}
            maxLength={max}
            value={company[name]}
            onChange={(value) => change({ section: 'company', values: { [name]: value } })}
            onBlur={() => touch(`company.${name}`)}
            messages={messages(`company.${name}`)}
          />
        ))}
      </div>
    </section>
  );
}
