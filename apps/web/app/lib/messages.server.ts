import en from '../locales/en.json';
import ru from '../locales/ru.json';
import { type Messages, registerMessages } from './i18n';
import { type Locale, locales } from './locale';

/** Both catalogues, on the server only: a page ships just its own language (the root loader's data). */
const catalogues: Record<Locale, Messages> = { en, ru };
for (const locale of locales) registerMessages(locale, catalogues[locale]);

const json = Object.fromEntries(locales.map((locale) => [locale, JSON.stringify(catalogues[locale])])) as Record<
  Locale,
  string
>;

/** The catalogue as the root loader sends it: the same string every time, so pages parse it once. */
export const catalogueJsonOf = (locale: Locale): string => json[locale];
