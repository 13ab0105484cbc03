import { intlLocale, type Locale } from './locale';

/** A calendar date in the page language. UTC, so the server and the browser print the same day. */
export function formatDate(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));
}
