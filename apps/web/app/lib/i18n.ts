import { createInstance, type i18n } from 'i18next';
import en from '../locales/en.json';
import ru from '../locales/ru.json';
import type { Locale } from './locale';

export const resources = { en: { translation: en }, ru: { translation: ru } } as const;

/**
 * A fresh i18next instance for one locale. Both catalogues ship with the app, so init is
 * synchronous: the server renders every request with its own instance, and the browser builds
 * the same one before hydrating, so the texts match.
 */
export function createI18n(locale: Locale): i18n {
  const instance = createInstance();
  void instance.init({
    lng: locale,
    fallbackLng: 'en',
    resources,
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return instance;
}

/** A translate function for code outside React (meta, loaders). */
export const translatorFor = (locale: Locale) => createI18n(locale).t;
