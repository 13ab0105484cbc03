import type { CheckoutCountry, CitySuggestion, CountryZone, GeoLocation, LanguageCode } from '@kordon/contract';
import type { Config } from '../../config/env.js';
import type { Db } from '../../db/client.js';
import type { DbExecutor } from '../../db/executor.js';
import { AppError } from '../../http/app-error.js';
import { cacheKey, cacheOf } from '../../platform/cache.js';
import { selectActiveCountries, selectCountryPlaces, selectZones } from './geo.queries.js';
import { type CitySuggester, offlineCitySuggester } from './providers/city-suggester.js';
import { createDadataSuggester } from './providers/dadata.provider.js';
import { findRussianCity, nearestRussianCity, type RussianCity } from './ru-cities.table.js';

export type { RussianCity } from './ru-cities.table.js';

/** Countries and zones change with an admin edit at most; a few minutes old is fine. */
const GEO_TTL_MS = 5 * 60_000;
const collators = { en: new Intl.Collator('en'), ru: new Intl.Collator('ru') };

/**
 * spec-coverage 7.3.3: active countries in the request language. The usual destinations (a lower
 * position, set in the demo data) come first, then the rest by name.
 */
export function listCheckoutCountries(db: Db, lang: LanguageCode): Promise<CheckoutCountry[]> {
  return cacheOf(db).wrap(
    cacheKey('geo', 'countries', lang),
    async () => {
      const rows = await selectActiveCountries(db);
      return rows
        .map((row) => ({ code: row.code, name: row.name[lang], hasZones: row.hasZones, position: row.position }))
        .sort((a, b) => a.position - b.position || collators[lang].compare(a.name, b.name))
        .map(({ position: _position, ...country }) => country);
    },
    { ttlMs: GEO_TTL_MS, tags: ['geo'] },
  );
}

/** spec-coverage 7.3.4: the zones of an active country by name; an unknown country is a 404. */
export async function listCountryZones(db: Db, countryCode: string, lang: LanguageCode): Promise<CountryZone[]> {
  if (!(await isCountryActive(db, countryCode))) throw AppError.notFound('Country');
  const rows = await selectZones(db, countryCode);
  return rows
    .map((row) => ({ code: row.code, name: row.name[lang] }))
    .sort((a, b) => collators[lang].compare(a.name, b.name));
}

export type CountryPlace = { countryKnown: boolean; zones: string[] };

/** Active countries and their zone codes, cached: checkout and shipping ask on every call. */
const countryPlaces = (db: DbExecutor) =>
  cacheOf(db).wrap(
    cacheKey('geo', 'places'),
    async () => new Map((await selectCountryPlaces(db)).map((row) => [row.code, row.zones])),
    { ttlMs: GEO_TTL_MS, tags: ['geo'] },
  );

/** Whether the shop ships to the country, and its zone codes (an empty list: no zone asked). */
export async function countryPlace(db: DbExecutor, code: string): Promise<CountryPlace> {
  const zones = (await countryPlaces(db)).get(code);
  return zones ? { countryKnown: true, zones } : { countryKnown: false, zones: [] };
}

/** Whether the shop delivers to the country at all (an active row of `countries`). */
export async function isCountryActive(db: DbExecutor, countryCode: string): Promise<boolean> {
  return (await countryPlace(db, countryCode)).countryKnown;
}

const suggesters = new WeakMap<object, CitySuggester>();
function suggesterFor(config: Pick<Config, 'DADATA_API_KEY' | 'DADATA_API_URL'>): CitySuggester {
  let suggester = suggesters.get(config);
  if (!suggester) {
    suggester = config.DADATA_API_KEY
      ? createDadataSuggester({ apiKey: config.DADATA_API_KEY, baseUrl: config.DADATA_API_URL })
      : offlineCitySuggester;
    suggesters.set(config, suggester);
  }
  return suggester;
}

type Log = { warn: (details: object, message: string) => void };

/**
 * spec-coverage 7.3.12: Russian cities for the typed text, from DaData when DADATA_API_KEY is set.
 * When DaData cannot answer, the bundled table does: a look-up must not fail the form.
 */
export async function suggestCities(
  config: Pick<Config, 'DADATA_API_KEY' | 'DADATA_API_URL'>,
  query: string,
  lang: LanguageCode,
  log?: Log,
): Promise<CitySuggestion[]> {
  const suggester = suggesterFor(config);
  try {
    return await suggester.suggest(query, lang);
  } catch (error) {
    log?.warn({ err: error, suggester: suggester.name }, 'city suggestions fell back to the offline table');
    return offlineCitySuggester.suggest(query, lang);
  }
}

/** spec-coverage 7.3.13: the town at or nearest to the point, or null far from any. */
export function locateCity(latitude: number, longitude: number, lang: LanguageCode): GeoLocation | null {
  const city = nearestRussianCity({ latitude, longitude });
  if (!city) return null;
  return {
    countryCode: 'RU',
    city: city.name[lang],
    region: city.region[lang],
    zone: city.zone,
    postalCode: city.postalCode,
  };
}

/** A Russian town by its name in Russian or English, for carriers that want a FIAS id or the Russian name. */
export function findRussianCityByName(name: string): RussianCity | undefined {
  return findRussianCity(name);
}
