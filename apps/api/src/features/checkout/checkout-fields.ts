import {
  addFieldError as add,
  type CheckoutAddress,
  type CheckoutPerson,
  emailIssues,
  type FieldErrors,
  fieldError,
  CHECKOUT_LIMITS as L,
} from '@kordon/contract';
import { isValidPhoneNumber } from 'libphonenumber-js/max';

export type { FieldErrors };

// Letters of any script, spaces, hyphens, apostrophes and dots: "Anne-Marie", "O'Neil", "Пётр".
const NAME = /^[\p{L}\p{M}][\p{L}\p{M} .'’-]*$/u;
const POSTAL_CODE = /^[A-Za-z0-9][A-Za-z0-9 -]*$/;
const tooLong = (max: number) => fieldError('too_long', { max });
const tooShort = (min: number) => fieldError('too_short', { min });
const required = fieldError('required');
const invalidCharacters = fieldError('invalid_characters');

function checkName(errors: FieldErrors, field: string, value: string) {
  const name = value.trim();
  if (name.length < L.nameMin) return add(errors, field, required);
  if (name.length > L.nameMax) return add(errors, field, tooLong(L.nameMax));
  if (!NAME.test(name)) add(errors, field, invalidCharacters);
}

/** Spec-coverage 5.5: a phone of 5–20 characters that parses as a real number (with country code). */
function checkPhone(errors: FieldErrors, field: string, value: string, country: string) {
  const phone = value.trim();
  if (phone.length === 0) return add(errors, field, required);
  if (phone.length < L.phoneMin) return add(errors, field, tooShort(L.phoneMin));
  if (phone.length > L.phoneMax) return add(errors, field, tooLong(L.phoneMax));
  if (!/^[+\d][\d\s()-]*$/.test(phone)) return add(errors, field, invalidCharacters);
  if (!phoneIsValid(phone, country)) add(errors, field, fieldError('invalid_phone'));
}

/** Phone answers remembered at most (docs/security.md); the oldest goes first. */
export const PHONE_CHECKS_KEPT = 1_000;
const phoneChecks = new Map<string, boolean>();
/** How many phone answers are remembered now (tests hold the bound). */
export const phoneChecksKept = () => phoneChecks.size;

/** libphonenumber's full check, remembered: a checkout re-validates the whole form, same phone, on each change. */
function phoneIsValid(phone: string, country: string): boolean {
  const region = /^[A-Z]{2}$/.test(country) ? (country as Parameters<typeof isValidPhoneNumber>[1]) : undefined;
  const key = `${region ?? ''}|${phone}`;
  let valid = phoneChecks.get(key);
  if (valid === undefined) {
    valid = isValidPhoneNumber(phone, region);
    if (phoneChecks.size >= PHONE_CHECKS_KEPT) phoneChecks.delete(phoneChecks.keys().next().value as string);
    phoneChecks.set(key, valid);
  }
  return valid;
}

/** The contract's one e-mail rule, as sign-in and restock notices apply it. */
function checkEmail(errors: FieldErrors, field: string, value: string) {
  for (const error of emailIssues(value)) add(errors, field, error);
}

/** The customer's or recipient's fields, under `prefix` (`customer`, `recipient`). */
export function checkPerson(errors: FieldErrors, prefix: string, person: CheckoutPerson, country: string) {
  checkName(errors, `${prefix}.firstname`, person.firstname);
  checkName(errors, `${prefix}.lastname`, person.lastname);
  checkEmail(errors, `${prefix}.email`, person.email);
  checkPhone(errors, `${prefix}.phone`, person.phone, country);
}

/** The address an order ships to; `zones` are the country's zone codes (empty: none asked). */
export function checkAddress(
  errors: FieldErrors,
  address: CheckoutAddress,
  place: { countryKnown: boolean; zones: string[] },
) {
  if (!address.country) add(errors, 'address.country', required);
  else if (!place.countryKnown) add(errors, 'address.country', fieldError('country_not_served'));
  if (place.zones.length > 0 && !place.zones.includes(address.countryZone)) {
    add(errors, 'address.countryZone', address.countryZone ? fieldError('unknown_region') : required);
  }
  const city = address.city.trim();
  if (!city) add(errors, 'address.city', required);
  else if (city.length > L.cityMax) add(errors, 'address.city', tooLong(L.cityMax));
  const street = address.address.trim();
  if (!street) add(errors, 'address.address', required);
  else if (street.length > L.addressMax) add(errors, 'address.address', tooLong(L.addressMax));
  const postal = address.postalCode.trim();
  if (!postal) add(errors, 'address.postalCode', required);
  else if (postal.length < L.postalCodeMin) add(errors, 'address.postalCode', tooShort(L.postalCodeMin));
  else if (postal.length > L.postalCodeMax) add(errors, 'address.postalCode', tooLong(L.postalCodeMax));
  else if (!POSTAL_CODE.test(postal)) add(errors, 'address.postalCode', invalidCharacters);
}

/** A business order (spec-coverage 2.2.7): the invoice needs the company's name, tax id and address. */
export function checkCompany(errors: FieldErrors, company: { name: string; taxId: string; address: string }) {
  const rules: [keyof typeof company, number][] = [
    ['name', 128],
    ['taxId', 32],
    ['address', 200],
  ];
  for (const [field, max] of rules) {
    const value = company[field].trim();
    if (!value) add(errors, `company.${field}`, required);
    else if (value.length > max) add(errors, `company.${field}`, tooLong(max));
  }
  if (/[^\dA-Za-z -]/.test(company.taxId.trim())) add(errors, 'company.taxId', invalidCharacters);
}
