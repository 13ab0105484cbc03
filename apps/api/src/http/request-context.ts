import { type LanguageCode, languageCode } from '@kordon/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** Interface language of the answer, from X-App-Language (default en). */
    lang: LanguageCode;
    /** Requested currency code from X-App-Currency, checked by the currency service. */
    currencyCode: string | undefined;
  }
}

export function languageOf(request: Pick<FastifyRequest, 'headers'>): LanguageCode {
  const header = request.headers['x-app-language'];
  const value = (Array.isArray(header) ? header[0] : header)?.slice(0, 2).toLowerCase();
  // Other clients than the storefront often send none, and a failed parse builds an error object.
  if (value === undefined) return 'en';
  const parsed = languageCode.safeParse(value);
  return parsed.success ? parsed.data : 'en';
}

export function registerRequestContext(app: FastifyInstance) {
  app.decorateRequest('lang', 'en');
  app.decorateRequest('currencyCode', undefined);
  // A callback hook: an async one costs a promise per request for work that never waits.
  app.addHook('onRequest', (request, _reply, done) => {
    request.lang = languageOf(request);
    const currency = request.headers['x-app-currency'];
    request.currencyCode = (Array.isArray(currency) ? currency[0] : currency)?.trim().toUpperCase() || undefined;
    done();
  });
}
