import type { currencies } from '../../db/schema/index.js';
import { providerFor, type ShippingConfig } from './providers/provider-registry.js';
import {
  CarrierUnavailable,
  isShippingError,
  type Quote,
  type QuoteRequest,
  type ShippingError,
} from './providers/shipping-provider.js';
import { quoteFromTable } from './providers/table.provider.js';
import { toBaseMinor } from './shipping-money.js';

type CurrencyRow = typeof currencies.$inferSelect;
export type Log = { warn: (details: object, message: string) => void };
/** A quote with its price in USD cents, the currency orders are kept in beside the shopper's. */
export type PricedQuote = Quote & { usdCents: number };

/**
 * Asks the method's provider, cheapest first; an unreachable carrier, or one quoting in a currency without
 * a rate, is replaced by the shop's table, so an outage never stops the checkout.
 */
export async function quoteCarrier(
  config: ShippingConfig,
  request: QuoteRequest,
  rates: readonly CurrencyRow[],
  log?: Log,
): Promise<PricedQuote[] | ShippingError> {
  const provider = providerFor(config, request.code);
  let answer: Quote[] | ShippingError;
  try {
    answer = await provider.quote(request);
  } catch (error) {
    if (!(error instanceof CarrierUnavailable)) throw error;
    log?.warn({ err: error, shippingMethod: request.code }, 'carrier unavailable, priced from the tariff table');
    answer = quoteFromTable(request);
  }
  if (isShippingError(answer)) return answer;
  const priced = answer.flatMap((quote) => {
    const currency = rates.find((row) => row.code === quote.currency);
    return currency ? [{ ...quote, usdCents: toBaseMinor(quote.amount, currency) }] : [];
  });
  if (priced.length < answer.length) {
    log?.warn({ shippingMethod: request.code }, 'carrier quoted in a currency without a rate, priced from the table');
    const table = quoteFromTable(request);
    return isShippingError(table) ? table : table.map((quote) => ({ ...quote, usdCents: quote.amount }));
  }
  return priced.sort((a, b) => a.usdCents - b.usdCents);
}
