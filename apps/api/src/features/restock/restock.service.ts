import { fieldError, type LanguageCode } from '@kordon/contract';
import type { Config } from '../../config/env.js';
import type { Db } from '../../db/client.js';
import { type DbExecutor, inTransaction } from '../../db/executor.js';
import { AppError } from '../../http/app-error.js';
import type { AuthSession } from '../../http/route.js';
import { absoluteUrl, links, localizedPath } from '../../platform/links.js';
import { enqueueMail } from '../mail/mail.service.js';
import { getStore } from '../store/store.service.js';
import { restockLimits } from './restock.limits.js';
import { renderRestockMail, restockConfirmation } from './restock.mail.js';
import {
  claimRestockedRequests,
  insertRestockRequest,
  isActiveVariation,
  selectVariationsForMail,
} from './restock.queries.js';

/**
 * Spec §6: asks for one e-mail when a variation can be ordered again. A second pending request
 * for the variation from the same address (any case) is refused on the field, with the spec's text.
 */
export async function requestRestockNotice(
  db: Db,
  session: AuthSession,
  input: { variationId: number; email: string; lang: LanguageCode },
): Promise<{ message: string }> {
  if (!(await isActiveVariation(db, input.variationId))) throw AppError.notFound('Product variation');
  const inserted = await insertRestockRequest(db, {
    variationId: input.variationId,
    email: input.email,
    customerId: session.customerId,
    sessionId: session.sessionId,
    language: input.lang,
  });
  if (!inserted) throw AppError.validation({ customerEmail: [fieldError('restock_already_requested')] });
  return { message: restockConfirmation(input.lang, input.email) };
}

type NotifyDeps = { db: Db; config: Pick<Config, 'siteUrl'> };

/**
 * Mails the due restock requests (those of `variationIds`, or all orderable again), marking them in the
 * same transaction so each is mailed once; pass the stock change's transaction to send at its commit.
 */
export async function notifyRestocked(
  deps: NotifyDeps,
  executor: DbExecutor = deps.db,
  variationIds?: number[],
): Promise<number> {
  if (variationIds?.length === 0) return 0;
  const batch = restockLimits.sweepBatchSize;
  let total = 0;
  for (;;) {
    const claimed = await inTransaction(executor, async (tx) => {
      const requests = await claimRestockedRequests(tx, variationIds, batch);
      if (requests.length === 0) return 0;
      // Through the transaction: a pool read inside it could wait for a connection it holds.
      const store = await getStore(tx);
      const described = await selectVariationsForMail(tx, [...new Set(requests.map((r) => r.variationId))]);
      const byId = new Map(described.map((v) => [v.id, v]));
      for (const request of requests) {
        const variation = byId.get(request.variationId);
        if (!variation) continue;
        const lang: LanguageCode = request.language === 'ru' ? 'ru' : 'en';
        const page = localizedPath(links.product(variation.slug), lang, store.defaultLanguage);
        const mail = renderRestockMail({
          to: request.email,
          lang,
          product: variation.name[lang],
          options: variation.options.map((value) => value[lang]),
          link: absoluteUrl(deps.config.siteUrl, page),
          storeName: store.name,
        });
        await enqueueMail(tx, mail);
      }
      return requests.length;
    });
    total += claimed;
    if (claimed < batch) return total;
  }
}
