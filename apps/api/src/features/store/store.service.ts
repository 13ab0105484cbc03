import type { LanguageCode, Localization, SocialLink } from '@kordon/contract';
import type { Db } from '../../db/client.js';
import type { DbExecutor } from '../../db/executor.js';
import { AppError } from '../../http/app-error.js';
import { cacheOf } from '../../platform/cache.js';
import { selectDefaultStore, selectLanguages, selectStoreSettings } from './store.queries.js';

export type StoreProfile = {
  id: number;
  code: string;
  name: string;
  number: string;
  email: string;
  defaultLanguage: LanguageCode;
  defaultCurrency: string;
  geolocationService: string;
  settings: Record<string, unknown>;
  languages: Localization[];
};

async function loadStore(db: DbExecutor): Promise<StoreProfile> {
  const store = await selectDefaultStore(db);
  if (!store) throw new AppError('unavailable', 'The store is not set up yet.');
  // One after another: inside a transaction both would share its one connection.
  const settings = await selectStoreSettings(db, store.id);
  const languages = await selectLanguages(db);
  return {
    id: store.id,
    code: store.code,
    name: store.name,
    number: store.number,
    email: store.email,
    defaultLanguage: store.defaultLanguage === 'ru' ? 'ru' : 'en',
    defaultCurrency: store.defaultCurrency,
    geolocationService: store.geolocationService,
    settings: Object.fromEntries(settings.map((s) => [s.key, s.value])),
    languages: languages.map(({ name, code, iso, flag }) => ({ name, code, iso, flag })),
  };
}

const STORE_KEY = 'store:row';

/** The store this server sells for, with its settings and languages (cached briefly). */
export const getStore = (db: DbExecutor) =>
  // Store rows change only when an operator edits them; 30 s staleness is fine.
  cacheOf(db).wrap(STORE_KEY, () => loadStore(db), { ttlMs: 30_000, tags: ['store'] });
export const forgetStore = (db: Db) => cacheOf(db).delete(STORE_KEY);

/** A store setting that should be a string, or null when absent or of another type. */
export function stringSetting(store: StoreProfile, key: string): string | null {
  const value = store.settings[key];
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/** A setting holding a text per language ({en, ru}), in one language; a plain string as it is. */
export function localizedSetting(store: StoreProfile, key: string, lang: LanguageCode): string | null {
  const value = store.settings[key];
  if (typeof value === 'string') return value;
  const text = value && typeof value === 'object' ? (value as Record<string, unknown>)[lang] : undefined;
  return typeof text === 'string' && text !== '' ? text : null;
}

/** A setting holding a list of strings; anything else gives an empty list. */
export function stringListSetting(store: StoreProfile, key: string): string[] {
  const value = store.settings[key];
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

/** Social links from the `social` setting: an array of {name, link} or a {name: link} object. */
export function socialLinksOf(store: StoreProfile): SocialLink[] {
  const value = store.settings.social ?? store.settings.socialLinks;
  const links: SocialLink[] = [];
  if (Array.isArray(value)) {
    for (const entry of value) {
      const item = entry as Record<string, unknown>;
      const name = item.name ?? item.code ?? item.network;
      const link = item.link ?? item.url ?? item.href;
      if (typeof name === 'string' && typeof link === 'string') links.push({ name, link });
    }
  } else if (value && typeof value === 'object') {
    for (const [name, link] of Object.entries(value)) if (typeof link === 'string') links.push({ name, link });
  }
  return links;
}
