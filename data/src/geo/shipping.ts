import { type L, t } from '../catalogue/types.js';
import { listCountries } from './countries.js';

export type ShippingMethodSpec = { code: string; name: L; description: L; hasOwnTariffs: boolean };

export const SHIPPING_METHODS: ShippingMethodSpec[] = [
  {
    code: 'premium',
    name: t('Premium postal service', 'Премиальная почтовая служба'),
    description: t(
      'Express door-to-door delivery worldwide in 1-3 days with tracking. Free for orders over $200.',
      'Экспресс-доставка до двери по всему миру за 1-3 дня с отслеживанием. Бесплатно для заказов от $200.',
    ),
    hasOwnTariffs: false,
  },
  {
    code: 'cdek',
    name: t('CDEK', 'СДЭК'),
    description: t(
      'Courier or CDEK pickup point in Russia, Belarus, Kazakhstan, Armenia and Kyrgyzstan. The price is calculated for your address.',
      'Курьером или в пункт выдачи СДЭК в России, Беларуси, Казахстане, Армении и Киргизии. Стоимость рассчитывается для вашего адреса.',
    ),
    hasOwnTariffs: true,
  },
  {
    code: 'russianpost',
    name: t('Russian Post, international', 'Почта России, международная'),
    description: t(
      'Economy international parcel by Russian Post, 10-25 days, tracking included.',
      'Международная посылка Почтой России эконом-классом, 10-25 дней, с отслеживанием.',
    ),
    hasOwnTariffs: true,
  },
  {
    code: 'russianpostru',
    name: t('Russian Post', 'Почта России'),
    description: t(
      'Parcel to any post office in Russia, 3-10 days. The most affordable option for remote regions.',
      'Посылка в любое отделение связи в России, 3-10 дней. Самый доступный вариант для удалённых регионов.',
    ),
    hasOwnTariffs: true,
  },
  {
    code: 'saferoute',
    name: t('SafeRoute', 'SafeRoute'),
    description: t(
      'Pickup points and parcel lockers of several carriers in Russia on one map; the price is shown in roubles.',
      'Пункты выдачи и постаматы нескольких служб по России на одной карте; стоимость показывается в рублях.',
    ),
    hasOwnTariffs: true,
  },
];

export const EUROPE = [
  'AT',
  'BE',
  'BG',
  'CH',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'FR',
  'GB',
  'GR',
  'HR',
  'HU',
  'IE',
  'IS',
  'IT',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'NO',
  'PL',
  'PT',
  'RO',
  'RS',
  'SE',
  'SI',
  'SK',
  'ME',
  'MK',
  'BA',
  'AL',
];
const NORTH_AMERICA = ['US', 'CA', 'MX'];
const CDEK_COUNTRIES = ['RU', 'BY', 'KZ', 'AM', 'KG'];

/** Weight tiers in grams: a parcel uses the first tier it fits in. */
const TIERS = [1000, 3000, 10_000, 30_000];

type Group = { countries: Array<string | null>; prices: number[]; days: [number, number] };

const TARIFFS: Record<string, Group[]> = {
  premium: [
    { countries: ['RU'], prices: [600, 900, 1500, 2900], days: [1, 2] },
    { countries: EUROPE, prices: [1800, 2600, 4200, 7900], days: [1, 3] },
    { countries: NORTH_AMERICA, prices: [2400, 3400, 5600, 9900], days: [1, 3] },
    { countries: [null], prices: [2900, 4200, 6900, 12_900], days: [1, 3] },
  ],
  cdek: [
    { countries: ['RU'], prices: [350, 550, 990, 1990], days: [2, 5] },
    { countries: CDEK_COUNTRIES.filter((c) => c !== 'RU'), prices: [900, 1300, 2100, 3900], days: [4, 9] },
  ],
  // International only: listed country by country, since a "null" row would serve Russia too.
  russianpost: [
    { countries: EUROPE, prices: [1200, 1900, 3400, 6900], days: [10, 20] },
    {
      countries: listCountries()
        .map((country) => country.code)
        .filter((code) => code !== 'RU' && !EUROPE.includes(code)),
      prices: [1400, 2200, 3900, 7900],
      days: [12, 25],
    },
  ],
  russianpostru: [{ countries: ['RU'], prices: [300, 450, 800, 1600], days: [3, 10] }],
  saferoute: [{ countries: ['RU'], prices: [320, 520, 950, 1900], days: [2, 6] }],
};

export type TariffRow = {
  shippingCode: string;
  countryCode: string | null;
  maxWeightGrams: number;
  price: number;
  minDeliveryDays: number;
  maxDeliveryDays: number;
};

export function listTariffs(): TariffRow[] {
  return Object.entries(TARIFFS).flatMap(([shippingCode, groups]) =>
    groups.flatMap((group) =>
      group.countries.flatMap((countryCode) =>
        TIERS.map((maxWeightGrams, i) => ({
          shippingCode,
          countryCode,
          maxWeightGrams,
          price: group.prices[i] ?? 0,
          minDeliveryDays: group.days[0],
          maxDeliveryDays: group.days[1],
        })),
      ),
    ),
  );
}
