import { EMAIL_PATTERN, CHECKOUT_LIMITS as L } from '@kordon/contract';
import type { MessageKey, MessageValues } from '../../lib/i18n';
import type { CheckoutForm, Person, Section } from './checkout-form';

// spec-coverage 5.3, 5.4, 5.8b: the spec's field rules in the browser, for instant feedback; the server
// checks them again, and its errors replace these once it answers.

/** One message of a field, in the catalogue's words. */
export type Issue = { key: MessageKey; values?: MessageValues };
export type ClientErrors = Record<string, Issue>;

/** What the rules need to know beyond the form. */
export type RuleContext = {
  /** Something in the cart is shipped (not only digital products). */
  needsDelivery: boolean;
  /** The chosen country has regions, so one must be chosen. */
  hasZones: boolean;
  /** Shipping methods are offered for the address, so one must be chosen. */
  shippingOffered: boolean;
};

// The server's patterns (apps/api features/checkout/checkout-fields.ts), so both say the same.
const NAME = /^[\p{L}\p{M}][\p{L}\p{M} .'’-]*$/u;
const PHONE = /^[+\d][\d\s()-]*$/;
const POSTAL_CODE = /^[A-Za-z0-9][A-Za-z0-9 -]*$/;
const COMPANY_TAX_ID = /^[A-Za-z0-9][A-Za-z0-9 ./-]*$/;
export const COMPANY_TAX_ID_MAX = 32;
export const COUPON_MAX = 32;

const required: Issue = { key: 'validation.required' };
const invalidCharacters: Issue = { key: 'checkout.errors.invalidCharacters' };
const tooLong = (max: number): Issue => ({ key: 'checkout.errors.tooLong', values: { max } });
const tooShort = (min: number): Issue => ({ key: 'checkout.errors.tooShort', values: { min } });

/** A text field: required or not, its length bounds and pattern; null when it passes. */
function textIssue(
  value: string,
  rule: { required?: boolean; min?: number; max: number; pattern?: RegExp; invalid?: Issue },
) {
  const text = value.trim();
  if (!text) return rule.required === false ? null : required;
  if (rule.min !== undefined && text.length < rule.min) return tooShort(rule.min);
  if (text.length > rule.max) return tooLong(rule.max);
  if (rule.pattern && !rule.pattern.test(text)) return rule.invalid ?? invalidCharacters;
  return null;
}

function personErrors(prefix: string, person: Person): ClientErrors {
  const email = person.email.trim();
  return collect({
    [`${prefix}.firstname`]: textIssue(person.firstname, { max: L.nameMax, pattern: NAME }),
    [`${prefix}.lastname`]: textIssue(person.lastname, { max: L.nameMax, pattern: NAME }),
    [`${prefix}.email`]: textIssue(email, {
      max: L.emailMax,
      // The contract's one e-mail pattern, as the server and sign-in apply it.
      pattern: EMAIL_PATTERN,
      invalid: { key: 'validation.invalidEmail' },
    }),
    [`${prefix}.phone`]: textIssue(person.phone, { min: L.phoneMin, max: L.phoneMax, pattern: PHONE }),
  });
}

const collect = (issues: Record<string, Issue | null>): ClientErrors =>
  Object.fromEntries(Object.entries(issues).filter((entry): entry is [string, Issue] => entry[1] !== null));

/** The client errors of one section of the form (empty: the section may be sent to the server). */
export function sectionErrors(form: CheckoutForm, section: Section, context: RuleContext): ClientErrors {
  switch (section) {
    case 'customer':
      return personErrors('customer', form.customer);
    case 'recipient':
      return form.recipientOn ? personErrors('recipient', form.recipient) : {};
    case 'address': {
      if (!context.needsDelivery) return {};
      const { address } = form;
      return collect({
        'address.country': address.country ? null : required,
        'address.countryZone': context.hasZones && !address.countryZone ? required : null,
        'address.city': textIssue(address.city, { max: L.cityMax }),
        'address.address': textIssue(address.address, { max: L.addressMax }),
        'address.postalCode': textIssue(address.postalCode, {
          min: L.postalCodeMin,
          max: L.postalCodeMax,
          pattern: POSTAL_CODE,
        }),
      });
    }
    case 'company': {
      const { company } = form;
      if (!company) return {};
      return collect({
        'company.name': textIssue(company.name, { max: L.addressMax }),
        'company.taxId': textIssue(company.taxId, { min: 4, max: COMPANY_TAX_ID_MAX, pattern: COMPANY_TAX_ID }),
        'company.address': textIssue(company.address, { max: L.addressMax }),
      });
    }
    case 'shipping':
      return collect({
        shippingMethod: context.needsDelivery && context.shippingOffered && !form.shippingMethod ? required : null,
      });
    case 'payment':
      return collect({ paymentMethod: form.paymentMethod ? null : required });
    case 'comment':
      return collect({ comment: textIssue(form.comment, { required: false, max: L.commentMax }) });
    case 'coupon':
      return collect({ coupon: form.coupon ? textIssue(form.coupon, { max: COUPON_MAX }) : null });
  }
}

const SECTIONS: Section[] = ['customer', 'recipient', 'company', 'address', 'shipping', 'payment', 'comment', 'coupon'];

/** Every client error of the form, in the order of the page (the first is focused on submit). */
export const clientErrors = (form: CheckoutForm, context: RuleContext): ClientErrors =>
  Object.assign({}, ...SECTIONS.map((section) => sectionErrors(form, section, context)));
