import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../lib/translation';
import { useCheckoutModel } from './checkout-context';
import { FieldErrors, fieldId } from './checkout-fields';
import { serverMessages } from './checkout-messages';
import { COUPON_MAX } from './checkout-rules';

/**
 * spec-coverage 1.2h, 5.7a: Apply sends the coupon with the order and the server says whether it applies;
 * the typed code stays after a reset, so applying it again is one click. A refused code is taken off the
 * order at once (checkout-state.ts), so it never stands between the shopper and Place order.
 */
export function CouponField() {
  const { t } = useTranslation();
  const { state, change, messages } = useCheckoutModel();
  const [draft, setDraft] = useState(state.form.coupon ?? '');
  const sent = state.form.coupon;
  const applied = sent !== null && state.order?.coupon?.status === 'applied' && state.order.coupon.code === sent;
  const id = fieldId('coupon');
  const list = messages('coupon');
  const refused = state.couponRefused;

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const code = draft.trim();
    if (code) change({ section: 'coupon', values: { coupon: code } }, { touch: true, now: true });
  };
  const remove = () => {
    setDraft('');
    change({ section: 'coupon', values: { coupon: null } }, { touch: true, now: true });
  };

  return (
    <form className="checkout-coupon field" data-field="coupon" onSubmit={apply} noValidate>
      <label htmlFor={id}>{t('checkout.coupon')}</label>
      <div className="checkout-coupon-row">
        <input
          id={id}
          name="coupon"
          value={draft}
          maxLength={COUPON_MAX}
          autoComplete="off"
          spellCheck={false}
          readOnly={applied}
          aria-invalid={list.length > 0 || refused ? true : undefined}
          aria-describedby={`${id}-note`}
          onChange={(event) => setDraft(event.target.value)}
        />
        {!applied && (
          <button type="submit" className="button button-secondary" disabled={!draft.trim()}>
            {t('checkout.couponApply')}
          </button>
        )}
        {sent !== null && (
          <button type="button" className="button button-secondary" onClick={remove}>
            {t('checkout.couponRemove')}
          </button>
        )}
      </div>
      <div id={`${id}-note`} role="status">
        {applied && <p className="checkout-coupon-applied">{t('checkout.couponApplied', { code: sent })}</p>}
        {state.couponReset && <p className="field-hint">{t('checkout.couponReset')}</p>}
        <FieldErrors messages={list} />
        {refused && (
          <>
            <FieldErrors messages={serverMessages({ coupon: refused.errors }, { coupon: refused.codes }, 'coupon')} />
            <p className="field-hint" data-testid="coupon-dropped">
              {t('checkout.couponDropped', { code: refused.code })}
            </p>
          </>
        )}
      </div>
    </form>
  );
}
