import { describe, expect, it } from 'vitest';
import { checkPerson, type FieldErrors, PHONE_CHECKS_KEPT, phoneChecksKept } from './checkout-fields.js';

const person = (phone: string) => ({ firstname: 'Anna', lastname: 'Berg', email: 'anna@example.com', phone });
const phoneErrors = (phone: string, country = 'DE') => {
  const errors: FieldErrors = {};
  checkPerson(errors, 'customer', person(phone), country);
  return errors['customer.phone'] ?? [];
};

describe('phone check', () => {
  it('gives the same verdict when a phone is checked again (the answer is remembered)', () => {
    for (let round = 0; round < 2; round++) {
      expect(phoneErrors('+49 30 901820')).toEqual([]);
      expect(phoneErrors('+49 1')).not.toEqual([]);
      // The country is part of the question: a national number is read in the order's country.
      expect(phoneErrors('030 901820', 'DE')).toEqual([]);
      expect(phoneErrors('030 901820', 'US')).not.toEqual([]);
    }
  });

  it(`remembers at most ${PHONE_CHECKS_KEPT} answers`, () => {
    for (let i = 0; i < PHONE_CHECKS_KEPT + 200; i++) phoneErrors(`+49 30 ${String(100000 + i)}`);
    expect(phoneChecksKept()).toBe(PHONE_CHECKS_KEPT);
  });
});
