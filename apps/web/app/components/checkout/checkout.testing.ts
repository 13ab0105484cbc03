import type { CheckoutOrder, CheckoutValidation } from '@kordon/contract';
import { pricedLine } from '../cart/cart.testing';
import { emptyForm } from './checkout-form';

/** A server answer to POST /checkout/validate: one $10 line to Germany, premium post, $18. */
export function validationAnswer(
  order: Partial<CheckoutOrder> = {},
  errors: Record<string, string[]> = {},
  codes: Record<string, string[]> = {},
): CheckoutValidation {
  const money = (type: 'subtotal' | 'shipping' | 'total', amount: number) => ({
    type,
    title: type,
    amount,
    amountString: `$${(amount / 100).toFixed(2)}`,
    couponName: null,
  });
  return {
    order: {
      products: [pricedLine({ variationId: 7 })],
      productKits: [],
      digitalProducts: [],
      totals: [money('subtotal', 1000), money('shipping', 1800), money('total', 2800)],
      currency: { code: 'USD', symbol: '$' },
      coupon: null,
      comment: '',
      shippingMethod: 'premium',
      shippingName: 'Premium postal service',
      paymentMethod: 'card',
      paymentName: 'Bank card',
      pickupPoint: null,
      address: { ...emptyForm().address, country: 'DE' },
      recipient: emptyForm().customer,
      customer: emptyForm().customer,
      needsDelivery: true,
      prepaymentRequired: false,
      shippingMethodCount: 2,
      freeShipping: null,
      ...order,
    },
    errors,
    codes,
    valid: Object.keys(errors).length === 0,
  };
}

/** A form a shopper filled in completely for Berlin. */
export function filledForm() {
  const form = emptyForm();
  form.customer = { firstname: 'Anna', lastname: 'Müller', email: 'anna@example.com', phone: '+49 30 901820' };
  form.address = {
    country: 'DE',
    countryZone: 'DE-BE',
    city: 'Berlin',
    address: 'Unter den Linden 1',
    postalCode: '10117',
    daDataObject: null,
  };
  form.shippingMethod = 'premium';
  form.paymentMethod = 'card';
  return form;
}
