import type { ShippingMethod } from '@kordon/contract';
import type { TFunction } from '../../lib/i18n';
import { useTranslation } from '../../lib/translation';
import { useCheckoutModel } from './checkout-context';
import { FieldErrors, fieldId, SelectField } from './checkout-fields';
import type { Message } from './checkout-messages';

/** spec-coverage 9.7: delivery time as min–max days. */
export const deliveryDays = (t: TFunction, min: number, max: number) =>
  min === max ? t('checkout.days', { count: max }) : t('checkout.daysRange', { min, max });

/** The chosen carrier's price for the exact address, when it prices per address (hasOwnTariffs). */
function TariffNote({ method }: { method: ShippingMethod }) {
  const { t } = useTranslation();
  const { tariffs } = useCheckoutModel().delivery;
  if (!method.hasOwnTariffs) return null;
  const best = tariffs.data[0];
  if (tariffs.loading) return <span className="checkout-option-note muted">{t('checkout.tariffLoading')}</span>;
  if (!best) return null;
  const days = deliveryDays(t, best.minDeliveryTime, best.maxDeliveryTime);
  return <span className="checkout-option-note">{t('checkout.tariffFor', { price: best.priceString, days })}</span>;
}

/** The store's free delivery for this method from the last priced order, if it covers it. */
function useFreeOffer(code: string) {
  const offer = useCheckoutModel().state.order?.freeShipping;
  return offer?.methods.includes(code) ? offer : null;
}

/** The method's price, or 'Free' over the struck price once the order reaches the store's threshold. */
function MethodPrice({ method }: { method: ShippingMethod }) {
  const { t } = useTranslation();
  const offer = useFreeOffer(method.code);
  if (!offer?.reached) return <span className="price">{method.priceString}</span>;
  return (
    <span className="price checkout-option-free">
      <s className="price-old">{method.priceString}</s> {t('checkout.shippingFree')}
    </span>
  );
}

/** What the goods still lack for the method's free delivery. */
function FreeFromNote({ code }: { code: string }) {
  const { t } = useTranslation();
  const offer = useFreeOffer(code);
  if (!offer || offer.reached) return null;
  const values = { threshold: offer.thresholdString, remaining: offer.remainingString };
  return (
    <span className="checkout-option-note checkout-option-free-from">{t('checkout.shippingFreeFrom', values)}</span>
  );
}

function MethodOption({ method, chosen, onChoose }: { method: ShippingMethod; chosen: boolean; onChoose: () => void }) {
  const { t } = useTranslation();
  return (
    <li>
      <label className="checkout-option" data-code={method.code}>
        <input type="radio" name="shippingMethod" value={method.code} checked={chosen} onChange={onChoose} />
        <span className="checkout-option-body">
          <span className="checkout-option-head">
            <span className="checkout-option-name">{method.name}</span>
            <MethodPrice method={method} />
          </span>
          <span className="checkout-option-days">
            {deliveryDays(t, method.minDeliveryTime, method.maxDeliveryTime)}
          </span>
          <span className="checkout-option-text muted">{method.description}</span>
          <FreeFromNote code={method.code} />
          {chosen && <TariffNote method={method} />}
        </span>
      </label>
    </li>
  );
}

/**
 * spec-coverage 3.17, 9.7, 9.8b: the address's shipping methods with price and days, the chosen carrier's
 * pickup points, and the delivery warnings of spec-coverage 8.10, 8.15, 4.8b.
 */
export function ShippingSection() {
  const { t } = useTranslation();
  const { state, delivery, change, messages } = useCheckoutModel();
  const { methods, pickupPoints } = delivery;
  const nothing = delivery.hasDestination && !methods.loading && methods.data.length === 0;
  const warnings: Message[] = [
    ...(nothing ? [{ key: 'checkout.errors.noDeliveryMethods' } as const] : []),
    ...messages('shippingMethod'),
    ...Object.values(delivery.shippingErrors)
      .flat()
      .map((text) => ({ text })),
  ];
  return (
    <section className="checkout-section" aria-labelledby="checkout-shipping-title" data-field="shippingMethod">
      <h2 id="checkout-shipping-title">{t('checkout.shipping')}</h2>
      {state.shippingChanged && (
        <p className="checkout-notice" role="status">
          {t('checkout.shippingChanged')}
        </p>
      )}
      {!delivery.hasDestination && <p className="muted">{t('checkout.shippingNeedsCountry')}</p>}
      {delivery.hasDestination && methods.loading && methods.data.length === 0 && (
        <p className="muted" aria-busy="true">
          {t('checkout.shippingLoading')}
        </p>
      )}
      {methods.data.length > 0 && (
        <ul
          className="checkout-options"
          id={fieldId('shippingMethod')}
          aria-labelledby="checkout-shipping-title"
          aria-busy={methods.loading || undefined}
        >
          {methods.data.map((method) => (
            <MethodOption
              key={method.code}
              method={method}
              chosen={state.form.shippingMethod === method.code}
              onChoose={() =>
                change(
                  { section: 'shipping', values: { shippingMethod: method.code, pickupPoint: null } },
                  { touch: true },
                )
              }
            />
          ))}
        </ul>
      )}
      <FieldErrors messages={warnings} />
      {delivery.chosen && pickupPoints.data.length > 0 && (
        <SelectField
          field="pickupPoint"
          label={t('checkout.pickupPoint')}
          placeholder={t('checkout.pickupPointNone')}
          value={state.form.pickupPoint === null ? '' : String(state.form.pickupPoint)}
          options={pickupPoints.data.map((point) => ({
            value: String(point.id),
            label: [point.name, point.address, point.workHours].filter(Boolean).join(' · '),
          }))}
          onChange={(id) =>
            change({ section: 'shipping', values: { pickupPoint: id ? Number(id) : null } }, { touch: true })
          }
          messages={messages('pickupPoint')}
        />
      )}
    </section>
  );
}
