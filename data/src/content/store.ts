import { PROMO_KIT_PRICE, PROMO_KIT_SLUG } from '../catalogue/kits.js';
import { t } from '../catalogue/types.js';

export const STORE = {
  code: 'default',
  name: 'Kordon',
  number: '1',
  email: 'shop@kordon.example',
  siteUrl: 'http://localhost:3000',
  defaultLanguage: 'en',
  defaultCurrency: 'USD',
  geolocationService: 'offline',
};

/** Free-form settings the storefront reads by key; amounts are USD cents. */
export const STORE_SETTINGS: Record<string, unknown> = {
  phone: '+7 495 120-45-67',
  social: {
    vk: 'https://vk.com/kordon_shop',
    telegram: 'https://t.me/kordon_shop',
    youtube: 'https://www.youtube.com/@kordon-shop',
    discord: 'https://discord.gg/kordon-shop',
  },
  address: t(
    'Kordon LLC, 33 Varshavskoye Shosse, office 12, Moscow 117105, Russia',
    'ООО «Кордон», 117105, Россия, Москва, Варшавское шоссе, 33, офис 12',
  ),
  /** The seller's tax id, printed on business invoices. */
  tax_id: '7726123456',
  working_hours: t(
    'Mon-Fri 10:00-19:00, Sat 11:00-17:00 (Moscow time, UTC+3)',
    'Пн-Пт 10:00-19:00, Сб 11:00-17:00 (по московскому времени)',
  ),
  footer_text: t(
    '© Kordon: Russian-made tactical gear, clothing and souvenirs, shipped worldwide. Интернет-магазин снаряжения и сувениров.',
    '© Kordon — снаряжение, одежда и сувениры российского производства с доставкой по всему миру.',
  ),
  logo: 'store/logo.svg',
  payment_icons: ['payments/visa.svg', 'payments/mastercard.svg', 'payments/mir.svg'],
  promo_set_price_usd: PROMO_KIT_PRICE,
  promo_set_slug: PROMO_KIT_SLUG,
  free_shipping_threshold_usd: 20_000,
  return_days: 14,
  delivery_days: { min: 1, max: 3 },
  preorder_prepayment_percent: 100,
  frontend_version: '1.3.21',
};

export const LANGUAGES = [
  { code: 'en', iso: 'en-US', name: 'English', flag: 'gb', position: 0, isDefault: true },
  { code: 'ru', iso: 'ru-RU', name: 'Русский', flag: 'ru', position: 1, isDefault: false },
];

/** Rates are units of the currency per one US dollar. */
export const CURRENCIES = [
  {
    code: 'USD',
    symbol: '$',
    name: t('US dollar', 'Доллар США'),
    minorUnits: 2,
    rate: '1',
    isDefault: true,
    position: 0,
  },
  { code: 'EUR', symbol: '€', name: t('Euro', 'Евро'), minorUnits: 2, rate: '0.92', isDefault: false, position: 1 },
  {
    code: 'RUB',
    symbol: '₽',
    name: t('Russian rouble', 'Российский рубль'),
    minorUnits: 2,
    rate: '92.5',
    isDefault: false,
    position: 2,
  },
  {
    code: 'GBP',
    symbol: '£',
    name: t('Pound sterling', 'Фунт стерлингов'),
    minorUnits: 2,
    rate: '0.79',
    isDefault: false,
    position: 3,
  },
];
