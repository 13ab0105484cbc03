import { type RefObject, useCallback, useRef } from 'react';
import { useNavigate } from 'react-router';
import { localizePath } from '../../lib/locale';
import { useLocale } from '../../lib/use-shell';
import { browserCart } from '../cart/browser-cart';
import { createOrder } from './checkout-api';
import { checkoutInputOf } from './checkout-form';
import { fieldListsOf } from './checkout-messages';
import { clientErrors, type RuleContext } from './checkout-rules';
import type { CheckoutAction, CheckoutState } from './checkout-state';
import { createFailureOf, createOrderAttempts } from './order-attempt';
import type { ValidationScheduler } from './validation-scheduler';

type PlaceOrderDeps = {
  business: boolean;
  ref: RefObject<CheckoutState>;
  dispatch: (action: CheckoutAction) => void;
  scheduler: ValidationScheduler;
  rules: () => RuleContext;
};

/** Moves focus to the first field with a message (or the list of order messages). */
export function focusFirstError(keys: string[]) {
  requestAnimationFrame(() => {
    for (const key of keys) {
      const field = document.querySelector<HTMLElement>(`[data-field="${key}"] :is(input, select, textarea)`);
      if (field) return field.focus();
    }
    document.getElementById('checkout-order-errors')?.focus();
  });
}

/**
 * spec-coverage 7.3.10, 8.14 Place order: client rules, then POST /checkout/create with the attempt's
 * key, so a double click makes one order; then the payment or success page.
 */
export function usePlaceOrder({ business, ref, dispatch, scheduler, rules }: PlaceOrderDeps) {
  const navigate = useNavigate();
  const locale = useLocale();
  const attempts = useRef(createOrderAttempts());

  return useCallback(async () => {
    const status = ref.current.creation.status;
    if (status === 'creating' || status === 'created') return;
    const invalid = Object.keys(clientErrors(ref.current.form, rules()));
    if (invalid.length > 0) {
      dispatch({ type: 'submitted' });
      return focusFirstError(invalid);
    }
    scheduler.cancel();
    dispatch({ type: 'creating' });
    const input = checkoutInputOf(ref.current.form, browserCart().getState().cart);
    try {
      const created = await createOrder(input, attempts.current.keyFor(input));
      attempts.current.finish();
      const url = created.payment.action === 'redirect' ? created.payment.url : null;
      const email = input.order.customer?.email ?? '';
      dispatch({ type: 'created', number: created.number, email, redirecting: url !== null });
      await browserCart()
        .clear()
        .catch(() => {});
      if (url) window.location.assign(url);
      // A business order stays here: its confirmation says where the invoice went.
      else if (!business)
        navigate(localizePath(`/checkout/success?number=${encodeURIComponent(created.number)}`, locale));
    } catch (error) {
      const reason = createFailureOf(error);
      if (reason === 'invalid') {
        const lists = fieldListsOf((error as { body?: unknown }).body);
        dispatch({ type: 'createFailed', reason, ...lists });
        // A refused coupon was dropped (checkout-state.ts): the totals without it are asked for at once.
        if (lists.errors.coupon) void scheduler.now();
        return focusFirstError(Object.keys(lists.errors));
      }
      dispatch({ type: 'createFailed', reason });
      // The cart's rows say which lines sold out once it is priced again.
      if (reason === 'soldOut') await browserCart().reprice();
    }
  }, [business, ref, dispatch, scheduler, rules, navigate, locale]);
}
