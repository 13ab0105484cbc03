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
    const second = validationAnswer({ shippingName: 'CDEK' }, { 'customer.email': ['Invalid email'] });
    const state = run([
      { type: 'validated', answer: first },
      { type: 'validated', answer: second },
    ]);
    expect(state.order?.shippingName).toBe('CDEK');
    expect(state.errors).toEqual({ 'customer.email': ['Invalid email'] });
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

describe('checkout state: a coupon never blocks the order (issue 30, item 5)', () => {
  const refusing = (code: string) =>
    validationAnswer(
      {
        coupon: { code, status: 'invalid', errorMessage: 'Coupon is invalid or expired', errorCode: 'coupon_invalid' },
      },
      { coupon: ['Coupon is invalid or expired'] },
      { coupon: ['coupon_invalid'] },
    );
  const typed = (coupon: string | null): CheckoutAction => ({
    type: 'edit',
    edit: { section: 'coupon', values: { coupon } },
  });

  it('takes a refused coupon off the order and keeps its reason beside the field', () => {
    const state = run([typed('NOPE'), { type: 'validated', answer: refusing('NOPE') }]);
    expect(state.form.coupon).toBeNull();
    expect(state.errors.coupon).toBeUndefined();
    expect(state.couponRefused).toEqual({
      code: 'NOPE',
      errors: ['Coupon is invalid or expired'],
      codes: ['coupon_invalid'],
    });
  });

  it('keeps saying so past the next answer, until the shopper applies a code again', () => {
    const refused = run([typed('NOPE'), { type: 'validated', answer: refusing('NOPE') }]);
    const later = run([{ type: 'validated', answer: validationAnswer() }], refused);
    expect(later.couponRefused?.code).toBe('NOPE');
    expect(run([typed('WELCOME10')], later).couponRefused).toBeNull();
  });

  it('does not drop a code because of an answer about another one (a late answer)', () => {
    const state = run([typed('WELCOME10'), { type: 'validated', answer: refusing('NOPE') }]);
    expect(state.form.coupon).toBe('WELCOME10');
    expect(state.couponRefused).toBeNull();
    expect(state.errors.coupon).toBeUndefined();
  });

  it('drops a coupon refused when the order is placed, so the next press places it without the coupon', () => {
    const applied = run([typed('LAST1'), { type: 'validated', answer: validationAnswer({}) }]);
    const raced = run(
      [
        {
          type: 'createFailed',
          reason: 'invalid',
          errors: { coupon: ['Coupon is invalid or expired'] },
          codes: { coupon: ['coupon_invalid'] },
        },
      ],
      applied,
    );
    expect(raced.form.coupon).toBeNull();
    expect(raced.couponRefused?.code).toBe('LAST1');
    expect(raced.creation).toEqual({ status: 'idle' });

    const alsoPhone = run(
      [
        {
          type: 'createFailed',
          reason: 'invalid',
          errors: { coupon: ['Coupon is invalid or expired'], 'customer.phone': ['Invalid phone number'] },
        },
      ],
      applied,
    );
    expect(alsoPhone.form.coupon).toBeNull();
    expect(alsoPhone.creation).toEqual({ status: 'failed', reason: 'invalid' });
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
