import { fieldError } from '@kordon/contract';
import type { Quote, QuoteRequest, ShippingError, ShippingProvider, TariffTier } from './shipping-provider.js';

/** The first tier the weight fits in; none above the last tier. */
export function tierFor(tiers: readonly TariffTier[], weightGrams: number): TariffTier | undefined {
  return tiers.find((tier) => weightGrams <= tier.maxWeightGrams);
}

/** The shop's table price for the request, in USD cents. */
export function quoteFromTable(request: Pick<QuoteRequest, 'tiers' | 'weightGrams'>): Quote[] | ShippingError {
  const tier = tierFor(request.tiers, request.weightGrams);
  if (!tier) return { fields: { weightGrams: [fieldError('items_not_deliverable')] } };
  return [
    { amount: tier.price, currency: 'USD', minDays: tier.minDeliveryDays, maxDays: tier.maxDeliveryDays, name: null },
  ];
}

/**
 * The offline default of every method (premium, cdek, russianpost, russianpostru, saferoute):
 * prices from the shipping_tariffs table, by country group and weight tier. Works with no network.
 */
export const tableProvider = (code: string): ShippingProvider => ({
  code,
  quote: async (request) => quoteFromTable(request),
});
