import { CURRENCY_COOKIE } from '@kordon/contract';
import { readCookie, writeCookie } from './cookies';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, type Locale } from './locale';

/** spec-coverage 3.4: stored settings hold localization.code and currency.code (localStorage `settings`). */
export type StoredSettings = { localization?: { code: string }; currency?: { code: string } };

export const SETTINGS_KEY = 'settings';
/** Mirror of the chosen currency that the server can read, so server-rendered prices match. */
export { CURRENCY_COOKIE };

const CURRENCY_COOKIE_MAX_AGE = LOCALE_COOKIE_MAX_AGE;

export function readSettings(): StoredSettings {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(SETTINGS_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as StoredSettings) : {};
  } catch {
    return {};
  }
}

export function writeSettings(settings: StoredSettings) {
  try {
    localStorage.setItem(SETTINGS_KEY, JSON.stringify(settings));
  } catch {
    // Private mode or a full quota: the cookies still carry the choice.
  }
}

/** Records what the page was rendered with, so browser calls send the same language and currency. */
export function rememberSettings(locale: Locale, currencyCode: string) {
  // The server fell back from a currency it does not sell (spec-coverage 8.5): drop the stale cookie mirror.
  const cookie = readCookie(CURRENCY_COOKIE);
  if (cookie !== undefined && cookie.toUpperCase() !== currencyCode) writeCookie(CURRENCY_COOKIE, '', 0);
  const current = readSettings();
  if (current.localization?.code === locale && current.currency?.code === currencyCode) return;
  writeSettings({ ...current, localization: { code: locale }, currency: { code: currencyCode } });
}

export function chooseLocale(locale: Locale) {
  writeCookie(LOCALE_COOKIE, locale, LOCALE_COOKIE_MAX_AGE);
  writeSettings({ ...readSettings(), localization: { code: locale } });
}

export function chooseCurrency(code: string) {
  writeCookie(CURRENCY_COOKIE, code, CURRENCY_COOKIE_MAX_AGE);
  writeSettings({ ...readSettings(), currency: { code } });
}

/** spec-coverage 8.5, 422 'Unavailable currency.': forget the stored settings (and the cookie mirror). */
export function clearStoredSettings() {
  try {
    localStorage.removeItem(SETTINGS_KEY);
  } catch {
    // Nothing stored then.
  }
  if (readCookie(CURRENCY_COOKIE) !== undefined) writeCookie(CURRENCY_COOKIE, '', 0);
}
