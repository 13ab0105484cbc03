import { describe, expect, it } from 'vitest';
import { filledForm } from './checkout.testing';
import { emptyForm } from './checkout-form';
import { clientErrors, type RuleContext, sectionErrors } from './checkout-rules';

const shipped: RuleContext = { needsDelivery: true, hasZones: true, shippingOffered: true };

/** The client errors of the customer section for a customer with these fields changed. */
function customerErrors(fields: Partial<ReturnType<typeof filledForm>['customer']>) {
  const form = filledForm();
  form.customer = { ...form.customer, ...fields };
  return sectionErrors(form, 'customer', shipped);
}

describe('client field rules (spec §5)', () => {
  it('passes a completely filled form', () => {
    expect(clientErrors(filledForm(), shipped)).toEqual({});
  });

  it('asks for first and last name of 1–32 letters', () => {
    expect(customerErrors({ firstname: '  ' })).toEqual({ 'customer.firstname': { key: 'validation.required' } });
    expect(customerErrors({ lastname: 'x'.repeat(33) })).toEqual({
      'customer.lastname': { key: 'checkout.errors.tooLong', values: { max: 32 } },
    });
    expect(customerErrors({ firstname: 'R2D2' })['customer.firstname']?.key).toBe('checkout.errors.invalidCharacters');
    expect(customerErrors({ firstname: 'x'.repeat(32), lastname: "O'Neil-Пётр" })).toEqual({});
  });

  it('asks for a phone of 5–20 digits, spaces, brackets and hyphens', () => {
    expect(customerErrors({ phone: '1234' })['customer.phone']).toEqual({
      key: 'checkout.errors.tooShort',
      values: { min: 5 },
    });
    expect(customerErrors({ phone: '1'.repeat(21) })['customer.phone']?.key).toBe('checkout.errors.tooLong');
    expect(customerErrors({ phone: '+49 abc' })['customer.phone']?.key).toBe('checkout.errors.invalidCharacters');
    expect(customerErrors({ phone: '12345' })).toEqual({});
  });

  it('asks for a valid e-mail of at most 50 characters', () => {
    expect(customerErrors({ email: 'anna@example' })['customer.email']?.key).toBe('validation.invalidEmail');
    // The contract's one rule: sign-in refuses an IP literal, so the checkout does too.
    expect(customerErrors({ email: 'a@[127.0.0.1]' })['customer.email']?.key).toBe('validation.invalidEmail');
    expect(customerErrors({ email: `${'a'.repeat(39)}@example.com` })['customer.email']).toEqual({
      key: 'checkout.errors.tooLong',
      values: { max: 50 },
    });
  });

  it('asks for the address (at most 128) and a postal code of 3–15 characters', () => {
    const form = filledForm();
    form.address = { ...form.address, address: 'a'.repeat(129), postalCode: '12', countryZone: '' };
    expect(sectionErrors(form, 'address', shipped)).toEqual({
      'address.countryZone': { key: 'validation.required' },
      'address.address': { key: 'checkout.errors.tooLong', values: { max: 128 } },
      'address.postalCode': { key: 'checkout.errors.tooShort', values: { min: 3 } },
    });
    form.address = { ...form.address, postalCode: '1'.repeat(16) };
    expect(sectionErrors(form, 'address', shipped)['address.postalCode']?.values).toEqual({ max: 15 });
  });

  it('asks for a region only in a country that has regions', () => {
    const form = filledForm();
    form.address.countryZone = '';
    expect(sectionErrors(form, 'address', { ...shipped, hasZones: false })).toEqual({});
  });

  it('asks for no address and no shipping method for digital products only', () => {
    const form = emptyForm();
    const digital = { needsDelivery: false, hasZones: false, shippingOffered: true };
    expect(sectionErrors(form, 'address', digital)).toEqual({});
    expect(sectionErrors(form, 'shipping', digital)).toEqual({});
    expect(sectionErrors(form, 'shipping', shipped)).toEqual({ shippingMethod: { key: 'validation.required' } });
  });

  it('checks the recipient only when someone else receives the parcel', () => {
    const form = filledForm();
    expect(sectionErrors(form, 'recipient', shipped)).toEqual({});
    form.recipientOn = true;
    expect(Object.keys(sectionErrors(form, 'recipient', shipped))).toEqual([
      'recipient.firstname',
      'recipient.lastname',
      'recipient.email',
      'recipient.phone',
    ]);
  });

  it('asks a business for its name, tax id and address', () => {
    const form = { ...filledForm(), company: { name: 'Kordon GmbH', taxId: 'DE1', address: '' } };
    expect(sectionErrors(form, 'company', shipped)).toEqual({
      'company.taxId': { key: 'checkout.errors.tooShort', values: { min: 4 } },
      'company.address': { key: 'validation.required' },
    });
  });

  it('lists the errors in the order of the page, customer first', () => {
    const errors = clientErrors(emptyForm(), shipped);
    expect(Object.keys(errors)[0]).toBe('customer.firstname');
    expect(Object.keys(errors)).toContain('paymentMethod');
  });
});
