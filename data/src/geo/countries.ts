import { createRequire } from 'node:module';
import countries from 'i18n-iso-countries';
import type { L } from '../catalogue/types.js';

const require = createRequire(import.meta.url);
countries.registerLocale(require('i18n-iso-countries/langs/en.json'));
countries.registerLocale(require('i18n-iso-countries/langs/ru.json'));

/** Short everyday names where the official one reads oddly in an address form. */
const SHORT_NAMES: Record<string, L> = {
  RU: { en: 'Russia', ru: 'Россия' },
  US: { en: 'United States', ru: 'США' },
  IR: { en: 'Iran', ru: 'Иран' },
  MD: { en: 'Moldova', ru: 'Молдова' },
  SY: { en: 'Syria', ru: 'Сирия' },
  LA: { en: 'Laos', ru: 'Лаос' },
  VN: { en: 'Vietnam', ru: 'Вьетнам' },
  KR: { en: 'South Korea', ru: 'Южная Корея' },
  KP: { en: 'North Korea', ru: 'КНДР' },
};

/** Countries listed first in the country picker: where most orders go. */
const FIRST = ['RU', 'US', 'DE', 'GB', 'CA', 'FR', 'PL', 'KZ', 'BY'];

export function listCountries(): Array<{ code: string; name: L; position: number }> {
  return Object.keys(countries.getAlpha2Codes())
    .map((code) => ({
      code,
      name: SHORT_NAMES[code] ?? {
        en: countries.getName(code, 'en') ?? code,
        ru: countries.getName(code, 'ru') ?? countries.getName(code, 'en') ?? code,
      },
      position: FIRST.includes(code) ? FIRST.indexOf(code) : FIRST.length,
    }))
    .sort((a, b) => a.code.localeCompare(b.code));
}
