import type { CheckoutInput } from '@kordon/contract';

// What the shopper typed and chose on the checkout page (spec-coverage 3.17), apart from the
// server's priced order. Prices and totals never come from here.

export type Person = { firstname: string; lastname: string; email: string; phone: string };
export type DaDataObject = Record<string, string | number | boolean | null>;
export type AddressForm = {
  country: string;
  countryZone: string;
  city: string;
  address: string;
  postalCode: string;
  /** The chosen Russian city suggestion, kept as sent. */
  daDataObject: DaDataObject | null;
};
export type CompanyForm = { name: string; taxId: string; address: string };

export type CheckoutForm = {
  customer: Person;
  /** "Someone else receives it": the recipient is sent only then. */
  recipientOn: boolean;
  recipient: Person;
  address: AddressForm;
  shippingMethod: string | null;
  pickupPoint: number | null;
  paymentMethod: string | null;
  comment: string;
  /** The coupon code sent with the order (applied or being checked); null when none. */
  coupon: string | null;
  /** Business checkout only (spec-coverage 2.2.7). */
  company: CompanyForm | null;
};

/** The parts of the form; a change to one validates the order when that part has no client errors. */
export type Section = 'customer' | 'recipient' | 'address' | 'company' | 'shipping' | 'payment' | 'comment' | 'coupon';

/** Which form fields each section holds (the keys are those of the server's errors). */
export const SECTION_FIELDS: Record<Section, string[]> = {
  customer: ['customer.firstname', 'customer.lastname', 'customer.email', 'customer.phone'],
  recipient: ['recipient.firstname', 'recipient.lastname', 'recipient.email', 'recipient.phone'],
  address: ['address.country', 'address.countryZone', 'address.city', 'address.address', 'address.postalCode'],
  company: ['company.name', 'company.taxId', 'company.address'],
  shipping: ['shippingMethod', 'pickupPoint'],
  payment: ['paymentMethod'],
  comment: ['comment'],
  coupon: ['coupon'],
};

export const emptyPerson = (): Person => ({ firstname: '', lastname: '', email: '', phone: '' });

export function emptyForm(business = false): CheckoutForm {
  return {
    customer: emptyPerson(),
    recipientOn: false,
    recipient: emptyPerson(),
    address: { country: '', countryZone: '', city: '', address: '', postalCode: '', daDataObject: null },
    shippingMethod: null,
    pickupPoint: null,
    paymentMethod: null,
    comment: '',
    coupon: null,
    company: business ? { name: '', taxId: '', address: '' } : null,
  };
}

type Line = { variationId: number; quantity: number };

/** The body of POST /checkout/validate and /checkout/create: the form and the stored cart's lines. */
export function checkoutInputOf(form: CheckoutForm, lines: { products: Line[]; productKits: Line[] }): CheckoutInput {
  const trim = (person: Person): Person => ({
    firstname: person.firstname.trim(),
    lastname: person.lastname.trim(),
    email: person.email.trim(),
    phone: person.phone.trim(),
  });
  return {
    order: {
      products: lines.products.map(({ variationId, quantity }) => ({ variationId, quantity })),
      productKits: lines.productKits.map(({ variationId, quantity }) => ({ variationId, quantity })),
      digitalProducts: [],
      customer: trim(form.customer),
      recipient: form.recipientOn ? trim(form.recipient) : null,
      address: { ...form.address, city: form.address.city.trim(), address: form.address.address.trim() },
      coupon: form.coupon ? { code: form.coupon } : null,
      comment: form.comment.trim(),
      paymentMethod: form.paymentMethod,
      company: form.company
        ? { name: form.company.name.trim(), taxId: form.company.taxId.trim(), address: form.company.address.trim() }
        : null,
    },
    delivery: { shippingMethod: form.shippingMethod, pickupPoint: form.pickupPoint },
  };
}
