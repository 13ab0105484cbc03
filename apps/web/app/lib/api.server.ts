import { API_BASE, FRONTEND_VERSION } from '@kordon/contract';
import { type AppLoadContext, data } from 'react-router';
import { ApiError, isUnavailableCurrency } from './api-errors';
import { parseCookies } from './cookies';
import { type Locale, splitLocale } from './locale';
import { CURRENCY_COOKIE } from './settings';

export { ApiError } from './api-errors';

/** Calls the API on behalf of a page request, forwarding the visitor's language and currency. */
export async function apiGet<T>(
  context: AppLoadContext,
  path: string,
  init: { lang?: string; currency?: string } = {},
): Promise<T> {
  return (await apiGetWithHeaders<T>(context, path, init)).data;
}

async function apiGetWithHeaders<T>(
  context: AppLoadContext,
  path: string,
  init: { lang?: string; currency?: string },
): Promise<{ data: T; headers: Headers }> {
  const headers = new Headers({ accept: 'application/json', 'x-app-version': FRONTEND_VERSION });
  if (init.lang) headers.set('x-app-language', init.lang);
  if (init.currency) headers.set('x-app-currency', init.currency);
  const response = await context.api(new Request(`http://internal${API_BASE}${path}`, { headers }));
  const body = (await response.json().catch(() => null)) as { data?: T } | null;
  if (!response.ok || !body) throw new ApiError(response.status, body);
  return { data: body.data as T, headers: response.headers };
}

/** Language and currency a page request is rendered in: the URL prefix, and the `currency` cookie. */
export function requestSettings(request: Request): { locale: Locale; currency: string | undefined } {
  const { locale } = splitLocale(new URL(request.url).pathname);
  const currency = parseCookies(request.headers.get('cookie'))[CURRENCY_COOKIE];
  return { locale, currency: currency && /^[A-Za-z]{3}$/.test(currency) ? currency.toUpperCase() : undefined };
}

/**
 * The API as one page request sees it. A currency the shop no longer sells (422 'Unavailable
 * currency.', spec §8) is dropped for the rest of this request and the call retried without it.
 * A redirect that clears the cookie would loop when the cookie belongs to a parent domain, which
 * this shop cannot clear; the browser's session code clears its stored settings itself.
 */
export function createApi(context: AppLoadContext, request: Request) {
  const settings = requestSettings(request);
  const init: { lang: string; currency: string | undefined } = { lang: settings.locale, currency: settings.currency };
  const call = async <T>(path: string) => {
    try {
      return await apiGetWithHeaders<T>(context, path, init);
    } catch (error) {
      if (init.currency && error instanceof ApiError && isUnavailableCurrency(error.status, error.body)) {
        init.currency = undefined;
        return apiGetWithHeaders<T>(context, path, init);
      }
      throw error;
    }
  };
  return {
    settings,
    get: async <T>(path: string) => (await call<T>(path)).data,
    getWithHeaders: call,
  };
}

/**
 * Loaders throw this for a missing page, so the answer really is a 404. A slug the API refuses
 * as malformed (400, 422: a NUL byte, an overlong name) names no page either.
 */
export function notFoundUnlessFound(error: unknown): never {
  if (error instanceof ApiError && (error.isNotFound || error.status === 400 || error.status === 422)) {
    throw data(null, { status: 404 });
  }
  throw error;
}

/** Spec §8: catalogue look-ups that fail are swallowed; the page shows what it has. */
export function fallbackOnApiError<T>(fallback: T) {
  return (error: unknown): T => {
    if (error instanceof Response) throw error;
    console.warn('[storefront] API look-up failed, shown without it:', error instanceof Error ? error.message : error);
    return fallback;
  };
}
