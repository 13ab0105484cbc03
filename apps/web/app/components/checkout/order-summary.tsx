import { useTranslation } from '../../lib/translation';
import { CartRows, CartTotals } from '../cart/cart-rows';
import { useCheckoutModel } from './checkout-context';
import { FieldErrors } from './checkout-fields';
import { SECTION_FIELDS } from './checkout-form';
import { messagesFor, unplacedKeys } from './checkout-messages';
import { CouponField } from './coupon-field';

/** Keys the form shows under a field; messages of any other key are listed above Place order. */
const PLACED = new Set(Object.values(SECTION_FIELDS).flat());

/** What went wrong with the order as a whole: the cart, a sold-out item, a failed attempt. */
function OrderErrors({ hasClientErrors }: { hasClientErrors: boolean }) {
  const { t } = useTranslation();
  const { state } = useCheckoutModel();
  const { creation } = state;
  const failed = creation.status === 'failed' ? creation.reason : null;
  const general = unplacedKeys(state.errors, PLACED).flatMap((key) => messagesFor(state, key, undefined));
  return (
    <div id="checkout-order-errors" className="checkout-order-errors" tabIndex={-1} role="alert">
      {state.soldOut && <p className="field-error">{t('checkout.soldOut')}</p>}
      {failed === 'unexpected' && <p className="field-error">{t('checkout.errors.unexpected')}</p>}
      {failed === 'rateLimited' && <p className="field-error">{t('checkout.errors.rateLimited')}</p>}
      {(failed === 'invalid' || (state.submitted && hasClientErrors)) && (
        <p className="field-error">{t('checkout.fixErrors')}</p>
      )}
      <FieldErrors messages={general} />
    </div>
  );
}

/** The chosen method is free by the store's threshold: said beside the shipping row that reads 0. */
function FreeShippingNote() {
  const { t } = useTranslation();
  const { order } = useCheckoutModel().state;
  const offer = order?.freeShipping;
  if (!order?.shippingMethod || !offer?.reached || !offer.methods.includes(order.shippingMethod)) return null;
  return (
    <p className="checkout-note checkout-free-shipping">
      {t('checkout.shippingFreeReached', { method: order.shippingName ?? '', threshold: offer.thresholdString })}
    </p>
  );
}

/** The order summary beside the form: rows, coupon, the server's last totals, the notes and Place order. */
export function OrderSummary({ hasClientErrors }: { hasClientErrors: boolean }) {
  const { t } = useTranslation();
  const { state, cart, rowActions, placeOrder, business } = useCheckoutModel();
  // No shipping row before a method is chosen: "$0.00" would read as free delivery.
  const totals = (state.order?.totals ?? cart.answer?.totals ?? []).filter(
    (row) => row.type !== 'shipping' || state.order?.shippingMethod,
  );
  const creating = state.creation.status === 'creating';
  const email = state.form.customer.email.trim();
  return (
    <aside className="checkout-summary" id="checkout-summary" aria-labelledby="checkout-summary-title">
      <h2 id="checkout-summary-title">{t('checkout.summary')}</h2>
      <CartRows actions={rowActions} />
      <CouponField />
      <div className="checkout-totals" data-testid="checkout-totals" aria-live="polite">
        <CartTotals totals={totals} />
      </div>
      <FreeShippingNote />
      {state.order?.prepaymentRequired && <p className="checkout-note">{t('checkout.prepayment')}</p>}
      {business && (
        <p className="checkout-note">
          {email ? t('checkout.invoiceNote', { email }) : t('checkout.invoiceNoteNoEmail')}
        </p>
      )}
      <OrderErrors hasClientErrors={hasClientErrors} />
      <button
        type="button"
        className="button button-block checkout-place"
        disabled={creating}
        aria-busy={creating || undefined}
        onClick={() => void placeOrder()}
      >
        {creating ? t('checkout.placing') : t('checkout.placeOrder')}
      </button>
    </aside>
  );
}
