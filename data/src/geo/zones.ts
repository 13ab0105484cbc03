import type { L } from '../catalogue/types.js';
import { CANADIAN_PROVINCES, GERMAN_STATES, US_STATES } from './zones-other.js';
import { RUSSIA_ZONES } from './zones-ru.js';

export type ZoneRow = { countryCode: string; code: string; name: L };

const expand = (country: string, rows: Array<[string, string, string]>): ZoneRow[] =>
  rows.map(([suffix, en, ru]) => ({ countryCode: country, code: `${country}-${suffix}`, name: { en, ru } }));

export const ZONES: ZoneRow[] = [
  ...expand('RU', RUSSIA_ZONES),
  ...expand('US', US_STATES),
  ...expand('DE', GERMAN_STATES),
  ...expand('CA', CANADIAN_PROVINCES),
];
