import fs from 'node:fs';
import type { LanguageCode } from '@kordon/contract';
import { foldCyrillic, foldLatin, hasCyrillic, startsWithWord, transliterate } from './city-names.js';

/** A town of the bundled table (data/ru-cities.tsv, see ru-cities.build.ts for its source). */
export type RussianCity = {
  name: { ru: string; en: string };
  region: { ru: string; en: string };
  /** ISO 3166-2 code as in GET /checkout/countryZones; null for regions the shop does not list. */
  zone: string | null;
  fiasId: string | null;
  postalCode: string | null;
  latitude: number;
  longitude: number;
  population: number;
};

type Indexed = RussianCity & { ru: string; latin: string[] };

let table: Indexed[] | undefined;

/** Loaded on first use (about 1,100 towns, 170 KB), then kept: the table never changes at run time. */
function cities(): Indexed[] {
  if (table) return table;
  const text = fs.readFileSync(new URL('./data/ru-cities.tsv', import.meta.url), 'utf8');
  table = text
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [nameRu = '', nameEn = '', zone, regionRu = '', regionEn = '', fias, postal, lat, lon, people] =
        line.split('\t');
      return {
        name: { ru: nameRu, en: nameEn },
        region: { ru: regionRu, en: regionEn },
        zone: zone || null,
        fiasId: fias || null,
        postalCode: postal || null,
        latitude: Number(lat),
        longitude: Number(lon),
        population: Number(people) || 0,
        ru: foldCyrillic(nameRu),
        latin: [foldLatin(nameEn), foldLatin(transliterate(nameRu))],
      };
    });
  return table;
}

const rank = { exact: 0, name: 1, word: 2 } as const;

/**
 * Towns whose name starts with `query` (or one of whose words does, "Новгород" → "Нижний
 * Новгород"), or whose postal code does; exact names first, then by population.
 */
export function searchRussianCities(query: string, limit: number): RussianCity[] {
  const digits = query.trim();
  if (/^\d+$/.test(digits))
    return cities()
      .filter((city) => city.postalCode?.startsWith(digits))
      .slice(0, limit);
  const cyrillic = hasCyrillic(query);
  const wanted = cyrillic ? foldCyrillic(query) : foldLatin(query);
  if (!wanted) return [];
  const found: Array<{ city: Indexed; rank: number }> = [];
  for (const city of cities()) {
    const names = cyrillic ? [city.ru] : city.latin;
    let best: number | undefined;
    for (const name of names) {
      const match = name === wanted ? 'exact' : startsWithWord(name, wanted);
      if (match && (best === undefined || rank[match] < best)) best = rank[match];
    }
    if (best !== undefined) found.push({ city, rank: best });
  }
  // The table is sorted by population, and the sort is stable.
  return found
    .sort((a, b) => a.rank - b.rank)
    .slice(0, limit)
    .map(({ city }) => city);
}

/** The town of that name (Russian or English, any case), the most populous when several share it. */
export function findRussianCity(name: string): RussianCity | undefined {
  const cyrillic = hasCyrillic(name);
  const wanted = cyrillic ? foldCyrillic(name) : foldLatin(name);
  return cities().find((city) => (cyrillic ? city.ru === wanted : city.latin.includes(wanted)));
}

const EARTH_RADIUS_KM = 6371;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

export function distanceKm(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) {
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A town is a point in the table, so a big city reaches further from its centre (Moscow about 18 km). */
const reachKm = (city: RussianCity) => 0.16 * Math.sqrt(city.population / 1000);
/** Farther than this past a town's reach is nowhere the table knows: open country, or abroad. */
export const NEAREST_CITY_MAX_KM = 50;

/** The town a point most likely belongs to, or undefined when none is within NEAREST_CITY_MAX_KM. */
export function nearestRussianCity(point: { latitude: number; longitude: number }): RussianCity | undefined {
  let best: { city: RussianCity; gap: number } | undefined;
  for (const city of cities()) {
    const gap = distanceKm(point, city) - reachKm(city);
    if (!best || gap < best.gap) best = { city, gap };
  }
  return best && best.gap <= NEAREST_CITY_MAX_KM ? best.city : undefined;
}

/** The town's name and region in the interface language. */
export const cityIn = (city: RussianCity, lang: LanguageCode) => ({ city: city.name[lang], region: city.region[lang] });
