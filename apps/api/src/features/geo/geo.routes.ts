import { checkoutLookupCalls } from '@kordon/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { handle } from '../../http/route.js';
import { listCheckoutCountries, listCountryZones, locateCity, suggestCities } from './geo.service.js';

/** Countries, zones and Russian cities for the checkout's address form. */
export async function geoRoutes(app: FastifyInstance, deps: AppDeps) {
  handle(app, checkoutLookupCalls.countries, async (_input, { request }) =>
    listCheckoutCountries(deps.db, request.lang),
  );

  handle(app, checkoutLookupCalls.countryZones, async ({ query }, { request }) =>
    listCountryZones(deps.db, query.countryCode, request.lang),
  );

  handle(app, checkoutLookupCalls.cityFias, async ({ query }, { request }) =>
    suggestCities(deps.config, query.city, request.lang, request.log),
  );

  handle(app, checkoutLookupCalls.geoLocation, async ({ query }, { request }) =>
    locateCity(query.lat, query.long, request.lang),
  );
}
