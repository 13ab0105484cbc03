import { describe, expect, it } from 'vitest';
import { filledForm, validationAnswer } from './checkout.testing';
import { emptyForm } from './checkout-form';
import { type CheckoutAction, type CheckoutState, checkoutReducer, initialState } from './checkout-state';

const run = (actions: CheckoutAction[], state: CheckoutState = initialState(filledForm())) =>
  actions.reduce(checkoutReducer, state);

const toGermany = (count: number) => validationAnswer({ shippingMethodCount: count });

describe('checkout state: server answers (spec §4)', () => {
  it('replaces the order and the errors with each answer', () => {
    const first = validationAnswer(
      {},
      { 'customer.phone': ['Invalid phone number'] },
      { 'customer.phone': ['invalid_phone'] },
    );
    const second = validationAnswer({ shippingName: 'CDEK' }, { coupon: ['Coupon is invalid or expired'] });
    const state = run([
      { type: 'validated', answer: first },
      { type: 'validated', answer: second },
    ]);
    expect(state.order?.shippingName).toBe('CDEK');
    expect(state.errors).toEqual({ coupon: ['Coupon is invalid or expired'] });
  });

  it('hides a failed order creation once the server answers a validation', () => {
    const failed = run([{ type: 'createFailed', reason: 'unexpected' }]);
    expect(failed.creation).toEqual({ status: 'failed', reason: 'unexpected' });
    expect(run([{ type: 'validated', answer: toGermany(2) }], failed).creation).toEqual({ status: 'idle' });
  });

  it('keeps saying items sold out past the next answer, until the cart changes', () => {
    const soldOut = run([
      { type: 'createFailed', reason: 'soldOut' },
      { type: 'validated', answer: toGermany(2) },
    ]);
    expect(soldOut.creation.status).toBe('idle');
    expect(soldOut.soldOut).toBe(true);
    expect(run([{ type: 'cartChanged' }], soldOut).soldOut).toBe(false);
  });

  it('keeps the errors a refused order was answered with', () => {
    const state = run([
      { type: 'creating' },
      { type: 'createFailed', reason: 'invalid', errors: { 'customer.email': ['Invalid email'] } },
    ]);
    expect(state.errors).toEqual({ 'customer.email': ['Invalid email'] });
    expect(state.submitted).toBe(true);
  });

  it('forgets the server errors of a field as soon as it is changed', () => {
    const answered = run([
      { type: 'validated', answer: validationAnswer({}, { 'customer.phone': ['Invalid phone number'], cart: ['x'] }) },
    ]);
    const state = run([{ type: 'edit', edit: { section: 'customer', values: { phone: '+49 30 1' } } }], answered);
    expect(state.errors).toEqual({ cart: ['x'] });
    expect(state.form.customer.phone).toBe('+49 30 1');
    expect(state.touched).toEqual({});
    const chosen = run([
      { type: 'edit', edit: { section: 'payment', values: { paymentMethod: 'paypal' } }, touch: true },
    ]);
    expect(chosen.touched).toEqual({ paymentMethod: true });
  });
});

describe('checkout state: the shipping-count change flag (spec §4)', () => {
  it('is not set by the first address', () => {
    const noAddress = validationAnswer({ shippingMethodCount: 0, address: { ...emptyForm().address } });
    const state = run([
      { type: 'validated', answer: noAddress },
      { type: 'validated', answer: toGermany(2) },
    ]);
    expect(state.shippingCount).toBe(2);
    expect(state.shippingChanged).toBe(false);
  });

  it('is set when the count of methods changes, and stays set through equal answers', () => {
    const state = run([
      { type: 'validated', answer: toGermany(2) },
      { type: 'validated', answer: toGermany(4) },
      { type: 'validated', answer: toGermany(4) },
    ]);
    expect(state.shippingChanged).toBe(true);
    expect(state.shippingCount).toBe(4);
  });

  it('is cleared when the shopper chooses a shipping method', () => {
    const changed = run([
      { type: 'validated', answer: toGermany(2) },
      { type: 'validated', answer: toGermany(1) },
    ]);
    const state = run([{ type: 'edit', edit: { section: 'shipping', values: { shippingMethod: 'cdek' } } }], changed);
    expect(state.shippingChanged).toBe(false);
  });

  it('is not set for an order of digital products only', () => {
    const digital = validationAnswer({ needsDelivery: false, shippingMethodCount: 0 });
    const state = run([
      { type: 'validated', answer: toGermany(2) },
      { type: 'validated', answer: digital },
    ]);
    expect(state.shippingChanged).toBe(false);
  });
});

describe('checkout state: a cart change and a profile (spec §4)', () => {
  it('resets the coupon and the pickup point when the cart changes', () => {
    const withCoupon = run([
      { type: 'edit', edit: { section: 'coupon', values: { coupon: 'WELCOME10' } } },
      { type: 'edit', edit: { section: 'shipping', values: { pickupPoint: 12 } } },
      { type: 'validated', answer: validationAnswer({}, { coupon: ['Coupon is invalid or expired'] }) },
    ]);
    const state = run([{ type: 'cartChanged' }], withCoupon);
    expect(state.form.coupon).toBeNull();
    expect(state.form.pickupPoint).toBeNull();
    expect(state.couponReset).toBe(true);
    expect(state.errors.coupon).toBeUndefined();
  });

  it("fills only the customer's empty fields from the profile", () => {
    const form = emptyForm();
    form.customer.firstname = 'Typed';
    const state = run(
      [{ type: 'prefilled', customer: { firstname: 'Anna', lastname: 'Müller', email: 'a@example.com', phone: '' } }],
      initialState(form),
    );
    expect(state.form.customer).toEqual({ firstname: 'Typed', lastname: 'Müller', email: 'a@example.com', phone: '' });
  });
});
