import { fieldError, type LanguageCode, type SavedAddress } from '@kordon/contract';
import type { Db } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import { listAddresses } from './profile.queries.js';
import { deleteAddress, selectCountryZones, updateAddress } from './saved-addresses.queries.js';

export type AddressChanges = {
  name: string;
  countryCode: string;
  zone: string;
  city: string;
  address: string;
  postalCode: string;
};

const notFound = () => AppError.notFound('Address');

/** The same place twice: the unique key of migration 0013 refuses it. */
const isDuplicate = (error: unknown) =>
  ((error as { code?: string }).code ?? (error as { cause?: { code?: string } }).cause?.code) === '23505';

/**
 * PUT /profile/addresses/:id (spec-coverage 2.8.2): checks country and region as the checkout does;
 * another customer's address answers 404, as one that does not exist.
 */
export async function updateSavedAddress(
  db: Db,
  customerId: string,
  id: string,
  changes: AddressChanges,
  lang: LanguageCode,
): Promise<SavedAddress> {
  const zones = await selectCountryZones(db, changes.countryCode);
  if (!zones) throw AppError.validation({ countryCode: [fieldError('unknown_country')] });
  if (zones.length > 0 && !zones.includes(changes.zone)) {
    throw AppError.validation({ zone: [fieldError(changes.zone ? 'unknown_region' : 'required')] });
  }
  const { zone, ...rest } = changes;
  const saved = await updateAddress(db, customerId, id, { ...rest, zoneCode: zones.length > 0 ? zone : null }).catch(
    (error: unknown) => {
      if (isDuplicate(error)) throw new AppError('conflict', 'This address is already saved');
      throw error;
    },
  );
  if (!saved) throw notFound();
  const address = (await listAddresses(db, customerId, lang)).find((row) => row.id === id);
  if (!address) throw notFound();
  return address;
}

/** DELETE /profile/addresses/:id: another customer's address answers 404. */
export async function deleteSavedAddress(db: Db, customerId: string, id: string): Promise<void> {
  if (!(await deleteAddress(db, customerId, id))) throw notFound();
}
