import { CITY_SUGGESTIONS_MAX, type CitySuggestion } from '@kordon/contract';
import type { CitySuggester } from './city-suggester.js';

export const DADATA_DEFAULT_URL = 'https://suggestions.dadata.ru';
const SUGGEST_PATH = '/suggestions/api/4_1/rs/suggest/address';
/** A suggestion is typed live: past this the shopper is better served by the offline table. */
const TIMEOUT_MS = 3000;

type DadataAddress = {
  value?: string;
  data?: {
    city?: string | null;
    settlement?: string | null;
    region_with_type?: string | null;
    region_iso_code?: string | null;
    city_fias_id?: string | null;
    settlement_fias_id?: string | null;
    fias_id?: string | null;
    postal_code?: string | null;
    geo_lat?: string | null;
    geo_lon?: string | null;
  };
};

const numberOrNull = (value: string | null | undefined) =>
  value === null || value === undefined || value === '' || Number.isNaN(Number(value)) ? null : Number(value);

function suggestionOf({ value = '', data = {} }: DadataAddress): CitySuggestion {
  return {
    city: data.city ?? data.settlement ?? value,
    region: data.region_with_type ?? '',
    zone: data.region_iso_code?.startsWith('RU-') ? data.region_iso_code : null,
    fiasId: data.city_fias_id ?? data.settlement_fias_id ?? data.fias_id ?? null,
    postalCode: data.postal_code ?? null,
    latitude: numberOrNull(data.geo_lat),
    longitude: numberOrNull(data.geo_lon),
  };
}

/**
 * DaData's address suggestions, bounded to cities and settlements of Russia. Throws when the
 * service cannot answer (network, quota, bad key); the geo service then uses the offline table.
 */
export function createDadataSuggester(options: { apiKey: string; baseUrl?: string }): CitySuggester {
  const url = `${(options.baseUrl ?? DADATA_DEFAULT_URL).replace(/\/$/, '')}${SUGGEST_PATH}`;
  return {
    name: 'dadata',
    async suggest(query, lang) {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          Accept: 'application/json',
          'Content-Type': 'application/json',
          Authorization: `Token ${options.apiKey}`,
        },
        body: JSON.stringify({
          query,
          count: CITY_SUGGESTIONS_MAX,
          language: lang,
          locations: [{ country_iso_code: 'RU' }],
          from_bound: { value: 'city' },
          to_bound: { value: 'settlement' },
        }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`DaData answered ${response.status}`);
      const body = (await response.json()) as { suggestions?: DadataAddress[] };
      return (body.suggestions ?? []).slice(0, CITY_SUGGESTIONS_MAX).map(suggestionOf);
    },
  };
}
