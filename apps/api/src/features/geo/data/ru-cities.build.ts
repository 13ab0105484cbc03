// Regenerates ru-cities.tsv from github.com/vnau/russia-cities' cities.json (docs/shipping.md, "City data"):
// `npx tsx apps/api/src/features/geo/data/ru-cities.build.ts path/to/cities.json`.
import fs from 'node:fs';
import path from 'node:path';
import { RUSSIA_ZONES } from '../../../../../../data/src/geo/zones-ru.js';

type SourceNode = {
  iso3?: string;
  title?: string;
  title_ru?: string;
  fias?: string;
  zip?: number | string;
  lat?: number;
  long?: number;
  population?: number;
  type_ru?: string;
  regions?: SourceNode[];
};

const zones = new Map(RUSSIA_ZONES.map(([suffix, en, ru]) => [`RU-${suffix}`, { en, ru }]));
// Five decimals are about a metre: more only makes the file bigger.
const coordinate = (value: number | undefined) => (value === undefined ? '' : String(Number(value.toFixed(5))));
const clean = (text: unknown) =>
  String(text ?? '')
    .replace(/[\t\r\n]+/g, ' ')
    .trim();

function rowsOf(region: SourceNode, towns: SourceNode[]): string[][] {
  const code = region.iso3 ?? '';
  const ours = zones.get(code);
  return towns.map((town) => [
    clean(town.title_ru),
    clean(town.title),
    ours ? code : '',
    clean(ours?.ru ?? region.title_ru),
    clean(ours?.en ?? region.title),
    clean(town.fias),
    town.zip ? String(town.zip).padStart(6, '0') : '',
    coordinate(town.lat),
    coordinate(town.long),
    String(town.population ?? 0),
  ]);
}

function build(sourceFile: string): string {
  const source = JSON.parse(fs.readFileSync(sourceFile, 'utf8')) as { regions: SourceNode[] };
  const russia = source.regions[0];
  const regions = (russia?.regions ?? []).flatMap((district) => district.regions ?? []);
  // Moscow, Saint Petersburg and Sevastopol are regions without towns: each is its own only town.
  const rows = regions.flatMap((region) => rowsOf(region, region.regions ?? [region]));
  rows.sort((a, b) => Number(b[9]) - Number(a[9]) || (a[0] ?? '').localeCompare(b[0] ?? '', 'ru'));
  const header = '# nameRu\tnameEn\tzone\tregionRu\tregionEn\tfiasId\tpostalCode\tlatitude\tlongitude\tpopulation';
  return `${[header, ...rows.map((row) => row.join('\t'))].join('\n')}\n`;
}

const [sourceFile] = process.argv.slice(2);
if (!sourceFile) {
  console.error('usage: tsx ru-cities.build.ts path/to/russia-cities/cities.json');
  process.exit(1);
}
fs.writeFileSync(path.join(import.meta.dirname, 'ru-cities.tsv'), build(sourceFile));
