import type { LanguageCode, PersonalInfo } from '@kordon/contract';
import type { Db } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import { findCustomer, listAddresses } from './profile.queries.js';

export async function getPersonalInfo(db: Db, customerId: string, lang: LanguageCode): Promise<PersonalInfo> {
  const customer = await findCustomer(db, customerId);
  // The session cascades away with its customer, so this only happens in a race with deletion.
  if (!customer) throw new AppError('session_revoked', 'The customer no longer exists');
  return { ...customer, addresses: await listAddresses(db, customerId, lang) };
}
