import type { LanguageCode } from '@kordon/contract';

/** Names of the storefront's fixed pages, for breadcrumbs and titles. */
const names = {
  home: { en: 'Home', ru: 'Главная' },
  brands: { en: 'Brands', ru: 'Бренды' },
  reviews: { en: 'Reviews', ru: 'Обзоры' },
  sitemap: { en: 'Sitemap', ru: 'Карта сайта' },
  sale: { en: 'Specials', ru: 'Скидки' },
  contacts: { en: 'Contacts', ru: 'Контакты' },
} satisfies Record<string, Record<LanguageCode, string>>;

export type FixedPage = keyof typeof names;

export const pageName = (page: FixedPage, lang: LanguageCode): string => names[page][lang];
