import type en from '../locales/en.json';
import { intlLocale, type Locale } from './locale';

/** A message catalogue: the shape of locales/en.json; ru.json has the same keys (i18n.test.ts). */
export type Messages = typeof en;

type PluralSuffix = '_zero' | '_one' | '_two' | '_few' | '_many' | '_other';
type WithoutPlural<K extends string> = K extends `${infer Base}${PluralSuffix}` ? Base : K;
type KeysOf<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? WithoutPlural<`${Prefix}${K}`> : KeysOf<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** A dotted path to a message; plural forms go by their base key (`header.cartCount`). */
export type MessageKey = KeysOf<Messages>;
export type MessageValues = { count?: number } & Record<string, string | number | undefined>;
export type TFunction = (key: MessageKey, values?: MessageValues) => string;

function lookup(messages: Messages, path: string): string | undefined {
  let node: unknown = messages;
  for (const part of path.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

// Made once per language: an Intl constructor costs milliseconds on a phone, and meta functions
// make a translator on every render.
const pluralRules: Partial<Record<Locale, Intl.PluralRules>> = {};
const pluralRulesOf = (locale: Locale) => (pluralRules[locale] ??= new Intl.PluralRules(intlLocale(locale)));

/** A translator over i18next's catalogue format (`{{name}}`, `key_one`, `key_few` … by plural rules); a missing key shows itself. */
export function createTranslator(locale: Locale, messages: Messages): TFunction {
  const plurals = pluralRulesOf(locale);
  return (key, values) => {
    const count = values?.count;
    const text =
      (count === undefined
        ? undefined
        : (lookup(messages, `${key}_${plurals.select(count)}`) ?? lookup(messages, `${key}_other`))) ??
      lookup(messages, key) ??
      key;
    if (!values) return text;
    return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) =>
      values[name] === undefined ? placeholder : String(values[name]),
    );
  };
}

/**
 * The catalogues this process holds. The server registers both (messages.server.ts); the browser
 * gets only the page's language, with the root loader's data, and registers it before rendering.
 */
const catalogues: Partial<Record<Locale, Messages>> = {};

export function registerMessages(locale: Locale, messages: Messages) {
  catalogues[locale] = messages;
}

/**
 * The catalogue of a language. Only in the browser can it be missing: when a language switch
 * failed to load the layout (the 500 page), the texts stay in the language the page had.
 */
export function messagesFor(locale: Locale): Messages {
  const messages = catalogues[locale] ?? Object.values(catalogues)[0];
  if (!messages) throw new Error('No message catalogue registered: import lib/messages.server on the server');
  return messages;
}

/** A translate function for code outside React (meta, loaders). */
export const translatorFor = (locale: Locale): TFunction => createTranslator(locale, messagesFor(locale));
