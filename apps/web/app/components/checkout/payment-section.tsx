import { useTranslation } from '../../lib/translation';
import { useCheckoutModel } from './checkout-context';
import { FieldErrors, fieldId } from './checkout-fields';

/** spec-coverage 3.17 paymentMethod: the methods offered for the address, as radios with name, description and picture. */
export function PaymentSection() {
  const { t } = useTranslation();
  const { state, delivery, change, messages } = useCheckoutModel();
  const { payments } = delivery;
  return (
    <section className="checkout-section" aria-labelledby="checkout-payment-title" data-field="paymentMethod">
      <h2 id="checkout-payment-title">{t('checkout.payment')}</h2>
      {payments.loading && payments.data.length === 0 && (
        <p className="muted" aria-busy="true">
          {t('checkout.paymentLoading')}
        </p>
      )}
      {!payments.loading && payments.data.length === 0 && <p className="muted">{t('checkout.paymentNone')}</p>}
      {payments.data.length > 0 && (
        <ul className="checkout-options" id={fieldId('paymentMethod')} aria-labelledby="checkout-payment-title">
          {payments.data.map((method) => (
            <li key={method.code}>
              <label className="checkout-option" data-code={method.code}>
                <input
                  type="radio"
                  name="paymentMethod"
                  value={method.code}
                  checked={state.form.paymentMethod === method.code}
                  onChange={() =>
                    change({ section: 'payment', values: { paymentMethod: method.code } }, { touch: true })
                  }
                />
                <span className="checkout-option-body">
                  <span className="checkout-option-head">
                    <span className="checkout-option-name">{method.name}</span>
                    {method.image && <img src={method.image} alt="" width={48} height={32} loading="lazy" />}
                  </span>
                  <span className="checkout-option-text muted">{method.description}</span>
                </span>
              </label>
            </li>
          ))}
        </ul>
      )}
      <FieldErrors messages={messages('paymentMethod')} />
    </section>
  );
}
