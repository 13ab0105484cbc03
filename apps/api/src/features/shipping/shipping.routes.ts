import { checkoutLookupCalls, fieldError } from '@kordon/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../http/app-error.js';
import { handle } from '../../http/route.js';
import { cartCountryOf } from '../cart/cart.service.js';
import { resolveCurrency } from '../currency/currency.service.js';
import type { QuoteContext } from './shipping.service.js';
import {
  listPickupPoints,
  listShippingMethods,
  listShippingTariffs,
  validateShippingMethod,
} from './shipping-lookups.service.js';

/** Shipping methods, carrier tariffs, pickup points and method checks for the checkout. */
export async function shippingRoutes(app: FastifyInstance, deps: AppDeps) {
  const contextOf = async (request: FastifyRequest): Promise<QuoteContext> => ({
    lang: request.lang,
    currency: await resolveCurrency(deps.db, request.currencyCode),
    config: deps.config,
    log: request.log,
  });

  handle(app, checkoutLookupCalls.shippingMethods, async ({ query }, { request }) => {
    const { country, ...destination } = query;
    return listShippingMethods(deps.db, { countryCode: country, ...destination }, await contextOf(request));
  });

  handle(app, checkoutLookupCalls.tariffs, async ({ params, query }, { request, session }) => {
    const { country, ...destination } = query;
    // spec-coverage 7.3.6: the country is optional; the cart's (PUT /cart countryCode) stands in for it.
    const countryCode = country ?? (await cartCountryOf(deps.db, session));
    if (!countryCode)
      throw AppError.validation({ country: [fieldError('required')] }, 'Choose the country of delivery');
    return listShippingTariffs(deps.db, params.code, { countryCode, ...destination }, await contextOf(request));
  });

  handle(app, checkoutLookupCalls.pickupPoints, async ({ query }, { request }) =>
    listPickupPoints(deps.db, query, request.lang),
  );

  handle(app, checkoutLookupCalls.shippingValidate, async ({ query }) =>
    validateShippingMethod(deps.db, query.shippingCode, query.country),
  );
}
