import type { SavedAddress } from '@kordon/contract';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSessionStatus } from '../../lib/session/use-session';
import { useShell } from '../../lib/use-shell';
import { browserCart, useCart } from '../cart/browser-cart';
import type { RowActions } from '../cart/cart-row';
import { loadPersonalInfo, validateCheckout } from './checkout-api';
import { checkoutInputOf, emptyForm } from './checkout-form';
import { type RuleContext, sectionErrors } from './checkout-rules';
import { type CheckoutAction, type CheckoutState, checkoutReducer, type Edit, initialState } from './checkout-state';
import { parcelWeight } from './delivery-query';
import { changeQuantity, type QuantityChainDeps } from './quantity-chain';
import { useDeliveryOptions } from './use-delivery-options';
import { usePlaceOrder } from './use-place-order';
import { createValidationScheduler } from './validation-scheduler';

export type ChangeOptions = { touch?: boolean; now?: boolean };

/**
 * The checkout page's state, also kept in a ref so a debounced validation reads the order as it
 * stands when it leaves, not as at the render that scheduled it.
 */
export function useCheckout(business: boolean) {
  const cart = useCart();
  const { signedIn } = useSessionStatus();
  const { locale, context } = useShell();
  const [state, setState] = useState<CheckoutState>(() => initialState(emptyForm(business)));
  const ref = useRef(state);
  const dispatch = useCallback((action: CheckoutAction) => {
    ref.current = checkoutReducer(ref.current, action);
    setState(ref.current);
  }, []);

  const needsDelivery =
    cart.rows.length > 0 ? cart.rows.some((row) => row.line.type !== 'digital') : (state.order?.needsDelivery ?? true);
  const delivery = useDeliveryOptions(state.form, {
    weightGrams: parcelWeight(cart.rows),
    needsDelivery,
    prices: `${locale}:${context.currency.code}`,
    ready: cart.answer !== null,
  });
  const rules: RuleContext = {
    needsDelivery,
    hasZones: delivery.country?.hasZones ?? false,
    shippingOffered: delivery.methods.data.length > 0,
  };
  const live = useRef({ rules, delivery });
  live.current = { rules, delivery };

  const scheduler = useMemo(
    () =>
      createValidationScheduler({
        validate: validateCheckout,
        read: () => checkoutInputOf(ref.current.form, browserCart().getState().cart),
        onAnswer: (answer) => dispatch({ type: 'validated', answer }),
      }),
    [dispatch],
  );
  useEffect(() => () => scheduler.cancel(), [scheduler]);

  /** spec-coverage 4.8a: a change validates the order when its section has no client errors. */
  const change = useCallback(
    (edit: Edit, options: ChangeOptions = {}) => {
      dispatch({ type: 'edit', edit, touch: options.touch });
      if (Object.keys(sectionErrors(ref.current.form, edit.section, live.current.rules)).length > 0) return;
      if (options.now) void scheduler.now();
      else scheduler.schedule();
    },
    [dispatch, scheduler],
  );
  const touch = useCallback((key: string) => dispatch({ type: 'touched', key }), [dispatch]);
  const toggleRecipient = useCallback(
    (on: boolean) => {
      dispatch({ type: 'recipientToggled', on });
      if (!on) scheduler.schedule();
    },
    [dispatch, scheduler],
  );

  // The cart is priced on arrival; each new answer of it (here, in the header, in another tab) re-prices the order.
  useEffect(() => void browserCart().ensurePriced(), []);
  useEffect(() => {
    if (cart.answer && cart.rows.length > 0) scheduler.schedule();
  }, [cart.answer, cart.rows.length, scheduler]);

  useDroppedChoices(state, delivery, change);
  const addresses = useProfile(signedIn, dispatch, () => {
    if (Object.keys(sectionErrors(ref.current.form, 'customer', live.current.rules)).length === 0) scheduler.schedule();
  });

  const rowActions = useMemo<RowActions>(() => {
    const deps: QuantityChainDeps = {
      setQuantity: (kind, id, quantity) => browserCart().setQuantity(kind, id, quantity),
      reloadShipping: () => live.current.delivery.methods.reload(),
      resetCouponAndPickupPoints: () => {
        dispatch({ type: 'cartChanged' });
        live.current.delivery.clearPickupPoints();
      },
      revalidate: () => scheduler.now(),
    };
    return {
      setQuantity: (line, quantity) => void changeQuantity(deps, line, quantity),
      remove: (line) => void changeQuantity(deps, line, 0),
    };
  }, [dispatch, scheduler]);

  const readRules = useCallback(() => live.current.rules, []);
  const placeOrder = usePlaceOrder({ business, ref, dispatch, scheduler, rules: readRules });

  return { cart, state, delivery, rules, addresses, change, touch, toggleRecipient, rowActions, placeOrder };
}

/** A chosen method that the new address or country no longer offers is unchosen. */
function useDroppedChoices(
  state: CheckoutState,
  delivery: ReturnType<typeof useDeliveryOptions>,
  change: (edit: Edit, options?: ChangeOptions) => void,
) {
  const { shippingMethod, pickupPoint, paymentMethod } = state.form;
  const { methods, pickupPoints, payments } = delivery;
  useEffect(() => {
    if (methods.loading || !shippingMethod || methods.data.some((m) => m.code === shippingMethod)) return;
    change({ section: 'shipping', values: { shippingMethod: null, pickupPoint: null } });
  }, [methods.loading, methods.data, shippingMethod, change]);
  useEffect(() => {
    if (pickupPoints.loading || pickupPoint === null || pickupPoints.data.some((p) => p.id === pickupPoint)) return;
    change({ section: 'shipping', values: { pickupPoint: null } });
  }, [pickupPoints.loading, pickupPoints.data, pickupPoint, change]);
  useEffect(() => {
    if (payments.loading || !paymentMethod || payments.data.some((m) => m.code === paymentMethod)) return;
    change({ section: 'payment', values: { paymentMethod: null } });
  }, [payments.loading, payments.data, paymentMethod, change]);
}

/** A signed-in customer's name, e-mail and phone fill the empty fields; the saved addresses are offered. */
function useProfile(signedIn: boolean, dispatch: (action: CheckoutAction) => void, onFilled: () => void) {
  const [addresses, setAddresses] = useState<SavedAddress[]>([]);
  const filled = useRef(onFilled);
  filled.current = onFilled;
  useEffect(() => {
    if (!signedIn) return setAddresses([]);
    let current = true;
    loadPersonalInfo()
      .then((info) => {
        if (!current) return;
        const { firstname, lastname, email, phone } = info;
        dispatch({ type: 'prefilled', customer: { firstname, lastname, email, phone: phone ?? '' } });
        setAddresses(info.addresses);
        filled.current();
      })
      .catch(() => {
        // spec-coverage 8.7: a failed profile look-up leaves the form as it is.
      });
    return () => {
      current = false;
    };
  }, [signedIn, dispatch]);
  return addresses;
}
