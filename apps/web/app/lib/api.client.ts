import { type AnyCall, API_BASE, type CallAnswer, type CallResult, pathOf } from '@kordon/contract';
import { apiHeaders, type CallArgs, type CallSettings, type CallTransport, callApi } from './api-call';
import { ApiError, errorPageStatusOf, isUnavailableCurrency } from './api-errors';
import { localeOf } from './locale';
import { browserSession } from './session/browser-session';
import { showErrorPage } from './session/page-session';
import { clearStoredSettings, readSettings } from './settings';

/** The language follows the URL unless the stored settings say otherwise; the currency comes from them. */
function browserSettings(): CallSettings {
  const settings = readSettings();
  return {
    lang: settings.localization?.code ?? localeOf(window.location.pathname),
    currency: settings.currency?.code,
  };
}

/** The session machine adds X-Auth-Token and renews the session on 401/498 (spec-coverage 4.13a, 8.2). */
const sessionTransport: CallTransport = (path, init) => browserSession().request(path.slice(API_BASE.length), init);

/**
 * A declared call from the browser (search dropdown, cart, sign-in …). spec-coverage 8.5: 422 'Unavailable
 * currency.' clears the stored settings and reloads the page.
 */
export async function browserAnswer<const C extends AnyCall>(call: C, ...args: CallArgs<C>): Promise<CallAnswer<C>> {
  try {
    return await callApi(sessionTransport, browserSettings(), call, ...args);
  } catch (error) {
    if (error instanceof ApiError && isUnavailableCurrency(error.status, error.body)) {
      clearStoredSettings();
      window.location.reload();
      return new Promise(() => {});
    }
    throw error;
  }
}

/** The `data` of a declared call made from the browser. */
export const browserCall = async <const C extends AnyCall>(call: C, ...args: CallArgs<C>): Promise<CallResult<C>> =>
  (await browserAnswer(call, ...args)).data as CallResult<C>;

/**
 * A declared call that answers a file (`produces`, e.g. an invoice PDF) through the session: its
 * body as a Blob; an error answer (JSON) throws ApiError as any call's does.
 */
export async function browserFile<const C extends AnyCall>(call: C, ...[request]: CallArgs<C>): Promise<Blob> {
  const path = pathOf(call, (request as { params?: Record<string, unknown> } | undefined)?.params);
  const headers = apiHeaders(browserSettings());
  if (call.produces) headers.set('accept', `${call.produces}, application/json`);
  const response = await browserSession().request(path, { method: call.method, headers });
  if (!response.ok) {
    const body = await response.json().catch(() => null);
    throw new ApiError(response.status, body, response.headers, `${call.method} ${API_BASE}${path}`);
  }
  return response.blob();
}

/**
 * spec-coverage 8.1: a browser call's failure that its caller left unhandled is logged and shows the error
 * page of its status; 401, 403, 422 and 498 never do (renewal, or the caller's message in place).
 */
export function showErrorPageForUnhandled(event: PromiseRejectionEvent) {
  const failure: unknown = event.reason;
  // Told by the name ApiError sets, so the check needs no class identity.
  if (!(failure instanceof Error) || failure.name !== 'ApiError') return;
  const status = errorPageStatusOf((failure as ApiError).status);
  if (status === null) return;
  event.preventDefault();
  console.error('[storefront]', failure.message);
  showErrorPage(status);
}

// Only this module's calls fail so; pages that make none never load the listener.
if (typeof window !== 'undefined') window.addEventListener('unhandledrejection', showErrorPageForUnhandled);
