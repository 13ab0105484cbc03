import { API_BASE, FRONTEND_VERSION } from '@kordon/contract';
import { type AppLoadContext, data, redirect } from 'react-router';
import { ApiError, isUnavailableCurrency } from './api-errors';
import { parseCookies, serializeCookie } from './cookies';
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
 * currency.') drops the cookie and reloads the same URL, as spec §8 asks.
 */
export function createApi(context: AppLoadContext, request: Request) {
  const settings = requestSettings(request);
  const init = { lang: settings.locale, currency: settings.currency };
  const call = async <T>(path: string) => {
    try {
      return await apiGetWithHeaders<T>(context, path, init);
    } catch (error) {
      if (error instanceof ApiError && isUnavailableCurrency(error.status, error.body)) {
        const url = new URL(request.url);
        throw redirect(url.pathname + url.search, {
          headers: { 'set-cookie': serializeCookie(CURRENCY_COOKIE, '', 0) },
        });
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

/** Loaders throw this for a missing page, so the answer really is a 404. */
export function notFoundUnlessFound(error: unknown): never {
  if (error instanceof ApiError && error.isNotFound) throw data(null, { status: 404 });
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
