import type { CheckoutOrder, CheckoutValidation } from '@kordon/contract';
import type { AddressForm, CheckoutForm, CompanyForm, Person } from './checkout-form';
import type { CreateFailure } from './order-attempt';

export type FieldLists = Record<string, string[]>;

/** The order-creation state: hidden again by the next validation answer (spec-coverage 4.8a). */
export type Creation =
  | { status: 'idle' }
  | { status: 'creating' }
  | { status: 'failed'; reason: CreateFailure }
  | { status: 'created'; number: string; email: string; redirecting: boolean };

export type CheckoutState = {
  form: CheckoutForm;
  /** The server's last priced and named order; null before the first answer. */
  order: CheckoutOrder | null;
  /** The server's last messages and codes per field (dotted paths). */
  errors: FieldLists;
  codes: FieldLists;
  /** Fields the shopper left or chose: their messages show. */
  touched: Record<string, true>;
  /** Place order was pressed: every message shows. */
  submitted: boolean;
  /** Shipping methods serving the address at the last answer; null while there is no address. */
  shippingCount: number | null;
  /** spec-coverage 4.8b: the count changed since the shopper last chose a method. */
  shippingChanged: boolean;
  /** The applied coupon was reset by a change of the cart (spec-coverage 4.7). */
  couponReset: boolean;
  /** A coupon the server refused: taken off the order so it never blocks it; its reasons stay shown. */
  couponRefused: RefusedCoupon | null;
  /** The last order attempt found items sold out; stays until the cart changes. */
  soldOut: boolean;
  creation: Creation;
};

export type RefusedCoupon = { code: string; errors: string[]; codes: string[] };

export type Edit =
  | { section: 'customer' | 'recipient'; values: Partial<Person> }
  | { section: 'address'; values: Partial<AddressForm> }
  | { section: 'company'; values: Partial<CompanyForm> }
  | { section: 'shipping'; values: Partial<Pick<CheckoutForm, 'shippingMethod' | 'pickupPoint'>> }
  | { section: 'payment'; values: Pick<CheckoutForm, 'paymentMethod'> }
  | { section: 'comment'; values: Pick<CheckoutForm, 'comment'> }
  | { section: 'coupon'; values: Pick<CheckoutForm, 'coupon'> };

export type CheckoutAction =
  | { type: 'edit'; edit: Edit; touch?: boolean }
  | { type: 'recipientToggled'; on: boolean }
  | { type: 'touched'; key: string }
  | { type: 'validated'; answer: CheckoutValidation }
  | { type: 'submitted' }
  | { type: 'creating' }
  | { type: 'createFailed'; reason: CreateFailure; errors?: FieldLists; codes?: FieldLists }
  | { type: 'created'; number: string; email: string; redirecting: boolean }
  | { type: 'cartChanged' }
  | { type: 'prefilled'; customer: Person };

export const initialState = (form: CheckoutForm): CheckoutState => ({
  form,
  order: null,
  errors: {},
  codes: {},
  touched: {},
  submitted: false,
  shippingCount: null,
  shippingChanged: false,
  couponReset: false,
  couponRefused: null,
  soldOut: false,
  creation: { status: 'idle' },
});

const NESTED = new Set(['customer', 'recipient', 'address', 'company']);

/** The error keys an edit changes: `customer.phone`, `shippingMethod` … */
export const editedKeys = (edit: Edit): string[] =>
  Object.keys(edit.values).map((name) => (NESTED.has(edit.section) ? `${edit.section}.${name}` : name));

export function applyEdit(form: CheckoutForm, edit: Edit): CheckoutForm {
  switch (edit.section) {
    case 'customer':
    case 'recipient':
      return { ...form, [edit.section]: { ...form[edit.section], ...edit.values } };
    case 'address':
      return { ...form, address: { ...form.address, ...edit.values } };
    case 'company':
      return form.company ? { ...form, company: { ...form.company, ...edit.values } } : form;
    default:
      return { ...form, ...edit.values };
  }
}

const without = (lists: FieldLists, keys: string[]) =>
  Object.fromEntries(Object.entries(lists).filter(([key]) => !keys.includes(key)));

/**
 * spec-coverage 4.8b: the count of shipping methods is compared only between two answers that
 * both had an address to ship to; the first address is no change.
 */
export function trackShippingCount(
  state: Pick<CheckoutState, 'shippingCount' | 'shippingChanged'>,
  order: CheckoutOrder,
) {
  const count = order.needsDelivery && order.address.country ? order.shippingMethodCount : null;
  const changed = state.shippingCount !== null && count !== null && count !== state.shippingCount;
  return { shippingCount: count, shippingChanged: state.shippingChanged || changed };
}

/**
 * A coupon the server refused leaves the order: the form stops sending it and its messages move beside
 * the field, so Place order is never refused for a coupon the shopper did not get (issue 30, item 5).
 */
function dropRefusedCoupon(
  state: CheckoutState,
  errors: FieldLists,
  codes: FieldLists,
): Pick<CheckoutState, 'form' | 'errors' | 'codes' | 'couponRefused'> {
  const code = state.form.coupon;
  if (code === null || !errors.coupon?.length)
    return { form: state.form, errors, codes, couponRefused: state.couponRefused };
  return {
    form: { ...state.form, coupon: null },
    errors: without(errors, ['coupon']),
    codes: without(codes, ['coupon']),
    couponRefused: { code, errors: errors.coupon, codes: codes.coupon ?? [] },
  };
}

/** Fills only the fields the shopper left empty (a signed-in customer's profile). */
function prefill(person: Person, from: Person): Person {
  const pick = (name: keyof Person) => person[name] || from[name];
  return { firstname: pick('firstname'), lastname: pick('lastname'), email: pick('email'), phone: pick('phone') };
}

export function checkoutReducer(state: CheckoutState, action: CheckoutAction): CheckoutState {
  switch (action.type) {
    case 'edit': {
      const keys = editedKeys(action.edit);
      const touched = action.touch
        ? { ...state.touched, ...Object.fromEntries(keys.map((k) => [k, true])) }
        : state.touched;
      return {
        ...state,
        form: applyEdit(state.form, action.edit),
        touched: touched as CheckoutState['touched'],
        // The server's word on a field just changed is stale until it answers again.
        errors: without(state.errors, keys),
        codes: without(state.codes, keys),
        shippingChanged: keys.includes('shippingMethod') ? false : state.shippingChanged,
        couponReset: action.edit.section === 'coupon' ? false : state.couponReset,
        couponRefused: action.edit.section === 'coupon' ? null : state.couponRefused,
      };
    }
    case 'recipientToggled':
      return { ...state, form: { ...state.form, recipientOn: action.on } };
    case 'touched':
      return state.touched[action.key] ? state : { ...state, touched: { ...state.touched, [action.key]: true } };
    case 'validated': {
      // spec-coverage 4.8a: the answer replaces the order and the errors and hides the creation state.
      const { order, errors, codes } = action.answer;
      const creation = state.creation.status === 'failed' ? { status: 'idle' as const } : state.creation;
      // Only an answer about the code sent now may refuse it; another code's messages are stale.
      const coupon =
        order.coupon?.code === state.form.coupon
          ? dropRefusedCoupon(state, errors, codes)
          : { errors: without(errors, ['coupon']), codes: without(codes, ['coupon']) };
      return { ...state, order, ...coupon, creation, ...trackShippingCount(state, order) };
    }
    case 'submitted':
      return { ...state, submitted: true };
    case 'creating':
      return { ...state, submitted: true, creation: { status: 'creating' } };
    case 'createFailed': {
      // The coupon's last use went elsewhere since the check: it is dropped and said beside its field, the
      // totals are asked again, and the next press places the order without it.
      const dropped = dropRefusedCoupon(state, action.errors ?? state.errors, action.codes ?? state.codes);
      const onlyCoupon = dropped.form !== state.form && Object.keys(dropped.errors).length === 0;
      return {
        ...state,
        ...dropped,
        creation: onlyCoupon ? { status: 'idle' } : { status: 'failed', reason: action.reason },
        soldOut: action.reason === 'soldOut' || state.soldOut,
      };
    }
    case 'created':
      return {
        ...state,
        creation: { status: 'created', number: action.number, email: action.email, redirecting: action.redirecting },
      };
    case 'cartChanged':
      // spec-coverage 4.7: a quantity change resets the coupon and clears the pickup point.
      return {
        ...state,
        form: { ...state.form, coupon: null, pickupPoint: null },
        couponReset: state.form.coupon !== null,
        couponRefused: null,
        soldOut: false,
        errors: without(state.errors, ['coupon', 'pickupPoint']),
        codes: without(state.codes, ['coupon', 'pickupPoint']),
      };
    case 'prefilled':
      return { ...state, form: { ...state.form, customer: prefill(state.form.customer, action.customer) } };
  }
}
