import { CITY_SUGGESTIONS_MAX, type CitySuggestion, type LanguageCode } from '@kordon/contract';
import { type RussianCity, searchRussianCities } from '../ru-cities.table.js';

/** Suggests Russian cities for the address form (spec-coverage 7.3.12). */
export type CitySuggester = {
  name: string;
  suggest(query: string, lang: LanguageCode): Promise<CitySuggestion[]>;
};

export const suggestionOf = (city: RussianCity, lang: LanguageCode): CitySuggestion => ({
  city: city.name[lang],
  region: city.region[lang],
  zone: city.zone,
  fiasId: city.fiasId,
  postalCode: city.postalCode,
  latitude: city.latitude,
  longitude: city.longitude,
});

/** The default: the bundled table of Russian towns, no network. */
export const offlineCitySuggester: CitySuggester = {
  name: 'offline',
  suggest: async (query, lang) =>
    searchRussianCities(query, CITY_SUGGESTIONS_MAX).map((city) => suggestionOf(city, lang)),
};
