import type { ContactMessage, LanguageCode } from '@kordon/contract';
import type { Db } from '../../db/client.js';
import { sendMail } from '../mail/mail.service.js';
import { getStore } from '../store/store.service.js';
import { contactConfirmation, renderContactMail } from './contact.mail.js';

/**
 * Mails the shop's address (the store's e-mail) a shopper's message through the outbox, so it is
 * retried until delivered; writes nothing else, and invalidates nothing public.
 */
export async function sendContactMessage(
  deps: { db: Db; outbox: { wake(): void } },
  input: ContactMessage,
  lang: LanguageCode,
): Promise<{ message: string }> {
  const store = await getStore(deps.db);
  await sendMail(deps, renderContactMail(store.email, input, lang));
  return { message: contactConfirmation(lang, input.email) };
}
