import { BRANDS } from '../catalogue/brands.js';
import type { BuiltProduct } from '../catalogue/build.js';
import { buildKits } from '../catalogue/build-kits.js';
import { GAMES } from '../catalogue/reference.js';
import type { DrawKind, GameCode } from '../catalogue/types.js';
import { randomFor } from '../random.js';
import { drawItem } from './draw.js';
import { type SceneItem, sceneSvg } from './draw-scenes.js';
import type { DrawInput } from './draw-types.js';
import type { EmblemKind } from './emblems.js';
import { paintFor, productSvg } from './paint.js';
import type { RasterJob } from './render.js';

const BOOK_COVERS = ['#7a2e25', '#1e3a5f', '#2f4a2c', '#3b3b3b', '#6b4e2a', '#4a2f4f', '#8a6a2a'];
const brandNames = new Map(BRANDS.map((b) => [b.slug, b.name]));
const gameColours = new Map(GAMES.map((g) => [g.code, g.colors]));

/** Marks picked from the product itself, so a medical pouch gets a cross and a flag patch a flag. */
const KEYWORD_EMBLEMS: Array<[RegExp, EmblemKind]> = [
  [/ifak|medic|blood/, 'cross'],
  [/tea-time/, 'cup'],
  [/night-ops/, 'owl'],
  [/flag-patch|victory/, 'flag'],
  [/t-34|tank|excellent-tanker|kursk/, 'tank'],
  [/il-2|kordon|challenge/, 'common'],
];

function emblemFor(slug: string, game: GameCode | undefined): DrawInput['emblem'] {
  const keyword = KEYWORD_EMBLEMS.find(([re]) => re.test(slug))?.[1];
  const kind = keyword === 'common' || !keyword ? (game ?? keyword) : keyword;
  if (!kind) return undefined;
  const [bg, fg] = gameColours.get(game ?? 'common') ?? ['#2b2f36', '#d9482b'];
  if (kind === 'flag') return { kind, fg, bg };
  if (kind === 'cross') return { kind, fg: '#ffffff', bg: '#b3261e' };
  return { kind, fg, bg };
}

/** Colour of items sold in one colour only: models, books, posters, cards, flags. */
function defaultColour(kind: DrawKind, slug: string, game: GameCode | undefined): string {
  const rng = randomFor(`${slug}:cover`);
  if (kind === 'tank' || kind === 'plane') return game === 'crossout' ? '#8a4b2a' : '#4f5a34';
  if (kind === 'book' || kind === 'ebook') return rng.pick(BOOK_COVERS);
  if (kind === 'flag') return slug.includes('victory') ? '#b3261e' : '#5b6236';
  if (kind === 'poster') return gameColours.get(game ?? 'common')?.[0] ?? '#5b6236';
  return gameColours.get(game ?? 'common')?.[0] ?? '#5b6236';
}

export function drawProductImage(
  product: BuiltProduct,
  colour: string | undefined,
  paintId = 'fabric',
): { body: string; defs: string } {
  const { spec } = product;
  const paint = paintFor(colour ?? defaultColour(spec.kind, spec.slug, spec.game), `${spec.slug}:${colour}`, paintId);
  const body = drawItem(spec.kind, {
    paint,
    rng: randomFor(spec.slug),
    emblem: emblemFor(spec.slug, spec.game),
    title: spec.name.en.replace(/\s*\((e-book|War Thunder|Enlisted|Crossout)\)$/, ''),
    subtitle: brandNames.get(spec.brand),
  });
  return { body, defs: paint.defs };
}

export function productImageJobs(products: BuiltProduct[]): RasterJob[] {
  return products.flatMap((product) =>
    product.images.map((image) => ({
      path: image.path,
      width: 1200,
      height: 1200,
      svg: () => {
        const { body, defs } = drawProductImage(product, image.color);
        return productSvg(body, defs);
      },
    })),
  );
}

/** A kit picture shows its items on a grid, each in the kit's first colour where it has it. */
export function kitImageJobs(products: BuiltProduct[]): RasterJob[] {
  const bySlug = new Map(products.map((p) => [p.spec.slug, p]));
  return buildKits(products).map(({ spec }) => ({
    path: `kits/${spec.slug}.webp`,
    width: 1200,
    height: 1200,
    svg: () => {
      const wanted = spec.variants[0]?.color ?? '';
      const cols = spec.items.length <= 4 ? 2 : 3;
      const cell = 1200 / cols;
      const rows = Math.ceil(spec.items.length / cols);
      const top = (1200 - rows * cell) / 2;
      const items: SceneItem[] = spec.items.map((item, i) => {
        const product = bySlug.get(item.product) as BuiltProduct;
        const colour = product.spec.colors?.includes(wanted) ? wanted : product.spec.colors?.[0];
        // An incomplete last row is centred rather than left-aligned.
        const row = Math.floor(i / cols);
        const inRow = Math.min(cols, spec.items.length - row * cols);
        const x = (1200 - inRow * cell) / 2 + cell * (i % cols) + cell / 2;
        const y = top + cell * row + cell / 2;
        return {
          x,
          y,
          scale: (cell / 1200) * (cols === 2 ? 1.2 : 1.3),
          ...drawProductImage(product, colour, `fabric-${i}`),
        };
      });
      return sceneSvg(1200, 1200, { background: '#f1efea' }, items);
    },
  }));
}
