import { describe, expect, it } from 'vitest';
import { fieldListsOf, mergeFieldErrors, messagesFor, serverMessages, unplacedKeys } from './checkout-messages';

describe('checkout messages (spec §5, §8)', () => {
  it('words the server messages it knows by their code, others by their text, each once', () => {
    const errors = {
      'customer.phone': ['Invalid phone number', 'Invalid phone number', 'Must be at least 5 characters'],
    };
    const codes = { 'customer.phone': ['invalid_phone', 'invalid_phone', 'invalid'] };
    expect(serverMessages(errors, codes, 'customer.phone')).toEqual([
      { key: 'checkout.errors.invalidPhone' },
      { text: 'Must be at least 5 characters' },
    ]);
  });

  it('keeps shipping errors of several look-ups, each message once per field', () => {
    const kept = { city: ['Unknown city'], shippingMethod: ['No possible delivery methods to this region'] };
    const added = { city: ['Unknown city', 'Too far'], postalCode: ['Unknown postal code'] };
    expect(mergeFieldErrors(kept, added)).toEqual({
      city: ['Unknown city', 'Too far'],
      shippingMethod: ['No possible delivery methods to this region'],
      postalCode: ['Unknown postal code'],
    });
  });

  it('reads the field lists of a 422 with the keys of the form', () => {
    const body = {
      errors: { 'order.customer.email': ['Invalid email'], 'delivery.shippingMethod': ['Required field'], cart: ['x'] },
      codes: { 'order.customer.email': ['invalid_email'] },
    };
    expect(fieldListsOf(body)).toEqual({
      errors: { 'customer.email': ['Invalid email'], shippingMethod: ['Required field'], cart: ['x'] },
      codes: { 'customer.email': ['invalid_email'] },
    });
    expect(fieldListsOf(null)).toEqual({ errors: {}, codes: {} });
  });

  it('shows a field error once the field was left or the order was placed', () => {
    const state = { errors: { 'customer.phone': ['Invalid phone number'] }, codes: {}, touched: {}, submitted: false };
    expect(messagesFor(state, 'customer.phone', undefined)).toEqual([]);
    expect(messagesFor({ ...state, touched: { 'customer.phone': true } }, 'customer.phone', undefined)).toEqual([
      { text: 'Invalid phone number' },
    ]);
    expect(messagesFor({ ...state, submitted: true }, 'customer.phone', { key: 'validation.required' })).toEqual([
      { key: 'validation.required' },
    ]);
  });

  it('shows coupon, cart and region messages at once', () => {
    const state = {
      errors: {
        coupon: ['Coupon is invalid or expired'],
        shippingMethod: ['No possible delivery methods to this region'],
      },
      codes: { coupon: ['coupon_invalid'], shippingMethod: ['no_delivery_methods'] },
      touched: {},
      submitted: false,
    };
    expect(messagesFor(state, 'coupon', undefined)).toEqual([{ key: 'checkout.errors.couponInvalid' }]);
    expect(messagesFor(state, 'shippingMethod', undefined)).toEqual([{ key: 'checkout.errors.noDeliveryMethods' }]);
    const notDeliverable = {
      ...state,
      errors: { shippingMethod: ['Some items cannot be delivered by the chosen service, please choose another'] },
      codes: { shippingMethod: ['items_not_deliverable'] },
    };
    expect(messagesFor(notDeliverable, 'shippingMethod', undefined)).toEqual([
      { key: 'checkout.errors.itemsNotDeliverable' },
    ]);
  });

  it('words a first-order coupon refusal by its code, whatever the text says', () => {
    const state = {
      errors: { coupon: ['Reworded by the server'] },
      codes: { coupon: ['coupon_first_order_only'] },
      touched: {},
      submitted: false,
    };
    expect(messagesFor(state, 'coupon', undefined)).toEqual([{ key: 'checkout.errors.couponFirstOrder' }]);
  });

  it('finds the messages no field of the form shows', () => {
    expect(unplacedKeys({ cart: ['x'], 'customer.phone': ['y'] }, new Set(['customer.phone']))).toEqual(['cart']);
  });
});
