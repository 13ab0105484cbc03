import type { LanguageCode, PaymentMethod } from '@kordon/contract';
import type { DbExecutor } from '../../db/executor.js';
import type { AppDeps } from '../../deps.js';
import { cacheKey, cacheOf } from '../../platform/cache.js';
import { mediaUrl } from '../../platform/media-url.js';
import { providerForMethod } from './payment-provider.js';
import { selectActiveMethods } from './payments.queries.js';

/** Methods change with the shop's settings, not per order: one read a minute serves every checkout. */
const METHODS_TTL_MS = 60_000;

/** The active payment methods in display order, cached (tag `payments`). */
export function activePaymentMethods(db: DbExecutor) {
  return cacheOf(db).wrap(cacheKey('payments', 'methods'), () => selectActiveMethods(db), {
    ttlMs: METHODS_TTL_MS,
    tags: ['payments'],
  });
}

/** An active payment method by its code, or null. */
export async function activePaymentMethod(db: DbExecutor, code: string) {
  return (await activePaymentMethods(db)).find((row) => row.code === code) ?? null;
}

/**
 * GET /checkout/paymentMethods (spec-coverage 7.3.8): active methods of the country that a configured
 * provider takes; each is paid before shipping, as a preorder needs (spec-coverage 1.5f).
 */
export async function listPaymentMethods(
  deps: Pick<AppDeps, 'db' | 'config'>,
  query: { countryCode?: string | undefined },
  lang: LanguageCode,
): Promise<PaymentMethod[]> {
  const rows = await activePaymentMethods(deps.db);
  return rows.flatMap((row) => {
    const country = query.countryCode;
    if (country && row.countries && !row.countries.some((code) => code.toUpperCase() === country)) return [];
    const provider = providerForMethod(deps.config, row.provider);
    if (!provider) return [];
    return [
      {
        code: row.code,
        name: row.name[lang],
        description: row.description[lang],
        image: mediaUrl(row.image),
        provider: provider.code,
        prepaid: true as const,
      },
    ];
  });
}
