import { type AnyCall, type CallAnswer, type CallResult, pageCurrencyOf } from '@kordon/contract';
import { type AppLoadContext, data } from 'react-router';
import { type CallArgs, type CallSettings, type CallTransport, callApi } from './api-call';
import { ApiError, errorPageStatusOf, isUnavailableCurrency } from './api-errors';
import { type Locale, splitLocale } from './locale';

export { ApiError } from './api-errors';

/** Language and currency a page request is rendered in: the URL prefix, and the `currency` cookie. */
export function requestSettings(request: Request): { locale: Locale; currency: string | undefined } {
  const { locale } = splitLocale(new URL(request.url).pathname);
  return { locale, currency: pageCurrencyOf(request.headers.get('cookie')) };
}

/**
 * The API as one page request sees it. A currency the shop no longer sells (spec-coverage 8.5) is dropped
 * for the request, not redirected away: a parent domain's cookie cannot be cleared, so that would loop.
 */
export function createApi(context: AppLoadContext, request: Request) {
  const settings = requestSettings(request);
  const callSettings: CallSettings = { lang: settings.locale, currency: settings.currency };
  const transport: CallTransport = (path, init) => context.api(new Request(`http://internal${path}`, init));
  const answer = async <const C extends AnyCall>(call: C, ...args: CallArgs<C>): Promise<CallAnswer<C>> => {
    try {
      return await callApi(transport, callSettings, call, ...args);
    } catch (error) {
      if (callSettings.currency && error instanceof ApiError && isUnavailableCurrency(error.status, error.body)) {
        callSettings.currency = undefined;
        return callApi(transport, callSettings, call, ...args);
      }
      throw error;
    }
  };
  return {
    settings,
    /** The `data` of a declared call. */
    call: async <const C extends AnyCall>(call: C, ...args: CallArgs<C>): Promise<CallResult<C>> =>
      (await answer(call, ...args)).data as CallResult<C>,
    /** The whole success body, for a paged call's `total`. */
    answer,
  };
}

const namesNoPage = (error: unknown) =>
  error instanceof ApiError && (error.isNotFound || error.status === 400 || error.status === 422);

/** Loaders throw this for a missing page, so the answer is a 404; a slug the API refuses as malformed names none either. */
export function notFoundUnlessFound(error: unknown): never {
  if (namesNoPage(error)) throw data(null, { status: 404 });
  return failPageLoad(error);
}

/**
 * spec-coverage 8.1, 8.9: a page whose own data the API refused is the error page with its status, logged
 * here since React Router logs only thrown errors; a failure without a status is a 500.
 */
export function failPageLoad(error: unknown): never {
  const status = error instanceof ApiError ? errorPageStatusOf(error.status) : null;
  if (status === null) throw error;
  console.error(`[storefront] page data failed, error page ${status}:`, (error as ApiError).message);
  throw data(null, { status });
}

/** spec-coverage 8.7: catalogue look-ups that fail are swallowed; the page shows what it has. */
export function fallbackOnApiError<T>(fallback: T) {
  return (error: unknown): T => {
    if (error instanceof Response) throw error;
    console.warn('[storefront] API look-up failed, shown without it:', error instanceof Error ? error.message : error);
    return fallback;
  };
}

/** spec-coverage 8.8: a page that is missing is still a 404; any other failure to load it is swallowed. */
export function fallbackUnlessMissing<T>(fallback: T) {
  return (error: unknown): T => {
    if (namesNoPage(error)) throw data(null, { status: 404 });
    return fallbackOnApiError(fallback)(error);
  };
}
