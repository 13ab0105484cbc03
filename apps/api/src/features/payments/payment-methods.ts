import type { LanguageCode, PaymentMethod } from '@kordon/contract';
import type { AppDeps } from '../../deps.js';
import { mediaUrl } from '../../platform/media-url.js';
import { providerForMethod } from './payment-provider.js';
import { selectActiveMethods } from './payments.queries.js';

/**
 * GET /checkout/paymentMethods (spec-coverage 7.3.8): the active methods offered in the country
 * (a method without countries is offered everywhere; no country asked lists them all) that a
 * configured provider can take. No method is tied to a region or a carrier, and every one is
 * paid before the order ships, which is what a preorder needs (spec-coverage 1.5f).
 */
export async function listPaymentMethods(
  deps: Pick<AppDeps, 'db' | 'config'>,
  query: { countryCode?: string | undefined },
  lang: LanguageCode,
): Promise<PaymentMethod[]> {
  const rows = await selectActiveMethods(deps.db);
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
