/**
 * Numbers, money and dates as the back office shows them: English, the browser's own time zone
 * (a staff member reads times in their own), formatters built once (their construction is slow).
 */
const LOCALE = 'en-GB';
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let formatter = formatters.get(key) as T | undefined;
  if (!formatter) formatters.set(key, (formatter = make()));
  return formatter;
}

export const formatCount = (value: number) =>
  cached('count', () => new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 })).format(value);

/**
 * An amount in integer minor units (as the API computes money) in its currency: 123450 RUB → "RUB 1,234.50"
 * style per the locale. The currency's own number of decimals says where the point goes (JPY has none).
 */
export function formatMoney(minorUnits: number, currency: string): string {
  const format = cached(`money:${currency}`, () => new Intl.NumberFormat(LOCALE, { style: 'currency', currency }));
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(minorUnits / 10 ** digits);
}

/** A whole amount in few characters, for a chart's axis: 123450 USD cents → "US$1.2k". */
export function formatMoneyShort(minorUnits: number, currency: string): string {
  const digits =
    cached(`money:${currency}`, () => new Intl.NumberFormat(LOCALE, { style: 'currency', currency })).resolvedOptions()
      .maximumFractionDigits ?? 2;
  const format = cached(
    `money-short:${currency}`,
    () =>
      new Intl.NumberFormat(LOCALE, {
        style: 'currency',
        currency,
        notation: 'compact',
        minimumFractionDigits: 0,
        maximumFractionDigits: 1,
      }),
  );
  return format.format(minorUnits / 10 ** digits);
}

type TimeOptions = { timeZone?: string };

/** "28 Nov 2026, 18:14". */
export const formatDateTime = (iso: string, { timeZone }: TimeOptions = {}) =>
  cached(
    `datetime:${timeZone ?? ''}`,
    () => new Intl.DateTimeFormat(LOCALE, { dateStyle: 'medium', timeStyle: 'short', timeZone }),
  ).format(new Date(iso));

/** "28 Nov 2026". */
export const formatDate = (iso: string, { timeZone }: TimeOptions = {}) =>
  cached(`date:${timeZone ?? ''}`, () => new Intl.DateTimeFormat(LOCALE, { dateStyle: 'medium', timeZone })).format(
    new Date(iso),
  );
