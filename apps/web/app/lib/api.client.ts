import { FRONTEND_VERSION } from '@kordon/contract';
import { ApiError, isUnavailableCurrency } from './api-errors';
import { localeOf } from './locale';
import { browserSession } from './session/browser-session';
import { clearStoredSettings, readSettings } from './settings';

/**
 * Browser calls to the API (search dropdown, cart …): the headers of spec §7. The language follows
 * the URL unless the stored settings say otherwise; the currency comes from the stored settings.
 * The session machine adds X-Auth-Token and renews the session on 401/498 (spec §4, §8).
 */
export async function apiFetch<T>(path: string, init: RequestInit = {}): Promise<{ data: T; response: Response }> {
  const settings = readSettings();
  const headers = new Headers(init.headers);
  headers.set('accept', 'application/json');
  if (init.body !== undefined) headers.set('content-type', 'application/json');
  headers.set('x-app-version', FRONTEND_VERSION);
  headers.set('x-app-language', settings.localization?.code ?? localeOf(window.location.pathname));
  if (settings.currency?.code) headers.set('x-app-currency', settings.currency.code);
  const response = await browserSession().request(path, { ...init, headers });
  const body = (await response.json().catch(() => null)) as { data?: T } | null;
  if (isUnavailableCurrency(response.status, body)) {
    clearStoredSettings();
    window.location.reload();
    return new Promise(() => {});
  }
  if (!response.ok || !body) throw new ApiError(response.status, body, response.headers);
  return { data: body.data as T, response };
}
