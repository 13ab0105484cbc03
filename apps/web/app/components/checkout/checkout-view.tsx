import { useTranslation } from '../../lib/translation';
import { CartEmpty } from '../cart/cart-rows';
import { AppLink } from '../common/app-link';
import { AddressSection } from './address-section';
import { CheckoutContext, type CheckoutModel } from './checkout-context';
import { messagesFor } from './checkout-messages';
import { clientErrors } from './checkout-rules';
import type { Creation } from './checkout-state';
import { CommentField } from './comment-field';
import { CompanySection } from './company-fields';
import { OrderSummary } from './order-summary';
import { PaymentSection } from './payment-section';
import { PersonFields } from './person-fields';
import { ShippingSection } from './shipping-section';
import { useCheckout } from './use-checkout';
import './checkout.css';

/** After Place order: on the way to the payment page, or a business order's confirmation. */
function OrderPlaced({
  creation,
  business,
}: {
  creation: Extract<Creation, { status: 'created' }>;
  business: boolean;
}) {
  const { t } = useTranslation();
  const { number, email } = creation;
  return (
    <div className="checkout-placed" role="status">
      {creation.redirecting ? (
        <p>{t('checkout.redirecting', { number })}</p>
      ) : (
        <>
          <p>{business ? t('checkout.businessPlaced', { number, email }) : t('checkout.placed', { number })}</p>
          <AppLink to={`/checkout/success?number=${encodeURIComponent(number)}`} className="button" prefetch={false}>
            {t('checkout.viewOrder')}
          </AppLink>
        </>
      )}
    </div>
  );
}

/** spec-coverage 1.2g, 2.2.4, 2.2.7: the form and the summary; digital-only orders ask for no address or delivery. */
export default function CheckoutView({ business }: { business: boolean }) {
  const { t } = useTranslation();
  const checkout = useCheckout(business);
  const { cart, state, rules } = checkout;
  const client = clientErrors(state.form, rules);
  const model: CheckoutModel = { ...checkout, business, messages: (key) => messagesFor(state, key, client[key]) };

  if (state.creation.status === 'created') return <OrderPlaced creation={state.creation} business={business} />;
  if (cart.count === 0) return <CartEmpty failed={cart.failed} />;
  if (cart.rows.length === 0) {
    return (
      <p className="checkout-loading muted" aria-busy="true">
        {t('cart.loading')}
      </p>
    );
  }
  const total = (state.order?.totals ?? cart.answer?.totals ?? []).find((row) => row.type === 'total');
  return (
    <CheckoutContext.Provider value={model}>
      <div className="checkout-layout">
        <div className="checkout-form">
          {total && (
            <a href="#checkout-summary" className="checkout-jump">
              {t('checkout.summaryLink', { count: cart.count, total: total.amountString })}
            </a>
          )}
          <section className="checkout-section" aria-labelledby="checkout-contact-title">
            <h2 id="checkout-contact-title">{t('checkout.contact')}</h2>
            <PersonFields prefix="customer" />
          </section>
          <CompanySection />
          {rules.needsDelivery ? (
            <>
              <AddressSection />
              <ShippingSection />
            </>
          ) : (
            <p className="checkout-notice">{t('checkout.digitalOnly')}</p>
          )}
          <PaymentSection />
          <CommentField />
        </div>
        <OrderSummary hasClientErrors={Object.keys(client).length > 0} />
      </div>
    </CheckoutContext.Provider>
  );
}
