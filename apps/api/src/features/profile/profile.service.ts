import { fieldError, type LanguageCode, type PersonalInfo } from '@kordon/contract';
import { type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js/max';
import type { Db } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import { findCustomer, listAddressCountries, listAddresses, updateCustomer } from './profile.queries.js';

// The session cascades away with its customer, so a missing customer only happens in a race with deletion.
const customerGone = () => new AppError('session_revoked', 'The customer no longer exists');

export async function getPersonalInfo(db: Db, customerId: string, lang: LanguageCode): Promise<PersonalInfo> {
  const customer = await findCustomer(db, customerId);
  if (!customer) throw customerGone();
  return { ...customer, addresses: await listAddresses(db, customerId, lang) };
}

/**
 * A real phone number, international or national for a country of a saved address, stored
 * international so checkout and staff read it alike; null when it is no phone.
 */
export function normalizePhone(phone: string, countries: readonly string[]): string | null {
  for (const country of [undefined, ...countries]) {
    const parsed = parsePhoneNumberFromString(phone, country as CountryCode | undefined);
    if (!parsed?.isValid()) continue;
    const international = parsed.formatInternational();
    // The column holds 20 characters; E.164 (at most 16) always fits.
    return international.length <= 20 ? international : parsed.format('E.164');
  }
  return null;
}

export type PersonalChanges = { firstname: string; lastname: string; phone: string };

/** PUT /profile/personal: the contract checked the shapes (spec-coverage 5.3, 5.4); this checks the phone is real. */
export async function updatePersonalInfo(
  db: Db,
  customerId: string,
  changes: PersonalChanges,
  lang: LanguageCode,
): Promise<PersonalInfo> {
  let phone: string | null = null;
  if (changes.phone !== '') {
    phone = normalizePhone(changes.phone, await listAddressCountries(db, customerId));
    if (!phone) throw AppError.validation({ phone: [fieldError('invalid_phone')] });
  }
  const saved = await updateCustomer(db, customerId, {
    firstname: changes.firstname,
    lastname: changes.lastname,
    phone,
  });
  if (!saved) throw customerGone();
  return getPersonalInfo(db, customerId, lang);
}
