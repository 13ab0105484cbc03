import { randomFor } from '../random.js';
import { BRANDS } from './brands.js';
import { listProducts, type PlacedProduct } from './categories.js';
import { KITS } from './kits.js';
import { YES } from './materials-features.js';
import { SIZE_SCALES } from './options.js';
import type { L, ProductSpec, Seo, SubcategorySpec } from './types.js';

export type Availability = 'normal' | 'preorder' | 'drop_ship';
export type ValueRef = { option: string; value: string };

export type BuiltVariation = {
  sku: string;
  price: number;
  oldPrice: number | null;
  stock: number;
  availability: Availability;
  weightGrams: number;
  values: ValueRef[];
};

export type BuiltImage = { path: string; color?: string };

export type BuiltProduct = PlacedProduct & {
  sku: string;
  description: L;
  seo: Seo;
  salesCount: number;
  optionCodes: string[];
  variations: BuiltVariation[];
  images: BuiltImage[];
  materials: Array<[string, number | undefined]>;
  features: Array<[string, L]>;
  daysOld: number;
};

/** Digital goods never run out; a large stock keeps the stock checks uniform. */
export const DIGITAL_STOCK = 100_000;

const CATEGORY_CODES: Record<string, string> = {
  'tactical-equipment': 'TAC',
  clothing: 'CLO',
  cosplay: 'COS',
  souvenirs: 'SOU',
  books: 'BOK',
  'digital-products': 'DIG',
};

const brandNames = new Map(BRANDS.map((b) => [b.slug, b.name]));
const KIT_COMPONENTS = new Set(KITS.flatMap((kit) => kit.items.map((item) => item.product)));

export const productImagePath = (slug: string, color?: string) =>
  color ? `products/${slug}-${color}.webp` : `products/${slug}.webp`;

/** Expands the hand-written product list into rows: variations, prices, stock and images. */
export function buildProducts(): BuiltProduct[] {
  const counters = new Map<string, number>();
  return listProducts().map((placed) => {
    const code = CATEGORY_CODES[placed.top.slug] ?? 'GEN';
    const n = (counters.get(code) ?? 0) + 1;
    counters.set(code, n);
    return buildProduct(placed, `KRD-${code}-${String(n).padStart(3, '0')}`);
  });
}

function buildProduct(placed: PlacedProduct, sku: string): BuiltProduct {
  const { spec, sub } = placed;
  const rng = randomFor(spec.slug);
  const optionCodes: string[] = [];
  const axes: Array<Array<{ ref: ValueRef; price?: number }>> = [];
  if (spec.colors?.length) {
    optionCodes.push('color');
    axes.push(spec.colors.map((value) => ({ ref: { option: 'color', value } })));
  }
  if (spec.size) {
    const scale = SIZE_SCALES[spec.size];
    optionCodes.push(scale.option);
    axes.push(scale.values.map((v) => ({ ref: { option: scale.option, value: v.code } })));
  }
  if (spec.select) {
    const { option, values, prices } = spec.select;
    optionCodes.push(option);
    axes.push(values.map((value, i) => ({ ref: { option, value }, price: prices?.[i] })));
  }
  const combos = cartesian(axes);
  const digital = sub.type === 'digital';
  const onSale = spec.state === 'sale' || (spec.state === undefined && rng.chance(0.12));
  const saleFactor = 1.1 + rng.int(0, 30) / 100;
  const variations = combos.map((combo): BuiltVariation => {
    const explicit = combo.find((c) => c.price !== undefined)?.price;
    const xxxl = combo.some((c) => c.ref.value === 'xxxl');
    const price = (explicit ?? spec.price) + (xxxl ? 500 : 0);
    const suffix = combo.map((c) => c.ref.value.toUpperCase()).join('-');
    return {
      sku: suffix ? `${sku}-${suffix}` : sku,
      price,
      oldPrice: onSale ? Math.round((price * saleFactor) / 100) * 100 : null,
      ...stockFor(spec, digital, rng.next(), KIT_COMPONENTS.has(spec.slug)),
      weightGrams: spec.weight ?? sub.weight,
      values: combo.map((c) => c.ref),
    };
  });
  const images = spec.colors?.length
    ? spec.colors.map((color) => ({ path: productImagePath(spec.slug, color), color }))
    : [{ path: productImagePath(spec.slug) }];
  return {
    ...placed,
    sku,
    description: describe(spec, sub),
    seo: seoFor(spec, sub),
    salesCount: Math.round(rng.next() ** 2 * 900) + (spec.state === 'out_of_stock' ? 300 : 0),
    optionCodes,
    variations,
    images,
    materials: (spec.materials ?? sub.materials ?? []).map(([c, p]) => [c, p]),
    features: Object.entries({ ...sub.features, ...spec.features }).map(([c, v]) => [c, v === true ? YES : v]),
    daysOld: rng.int(3, 420),
  };
}

function stockFor(
  spec: ProductSpec,
  digital: boolean,
  roll: number,
  inKit: boolean,
): { stock: number; availability: Availability } {
  if (digital) return { stock: DIGITAL_STOCK, availability: spec.state === 'preorder' ? 'preorder' : 'normal' };
  switch (spec.state) {
    case 'out_of_stock':
      return { stock: 0, availability: 'normal' };
    case 'preorder':
      return { stock: 20 + Math.floor(roll * 40), availability: 'preorder' };
    case 'drop_ship':
      return { stock: 5 + Math.floor(roll * 40), availability: 'drop_ship' };
    default:
      // A few sold-out sizes or colours make the stock messages visible; kit parts stay buyable.
      return { stock: roll < 0.07 && !inKit ? 0 : 3 + Math.floor(roll * 60), availability: 'normal' };
  }
}

function cartesian<T>(axes: T[][]): T[][] {
  return axes.reduce<T[][]>((acc, axis) => acc.flatMap((prefix) => axis.map((item) => [...prefix, item])), [[]]);
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function describe(spec: ProductSpec, sub: SubcategorySpec): L {
  const html = (lang: 'en' | 'ru') => `<p>${escapeHtml(spec.lead[lang])}</p>\n<p>${escapeHtml(sub.about[lang])}</p>`;
  return { en: html('en'), ru: html('ru') };
}

function seoFor(spec: ProductSpec, sub: SubcategorySpec): Seo {
  const brand = brandNames.get(spec.brand) ?? '';
  return {
    title: { en: `${spec.name.en} | Kordon`, ru: `${spec.name.ru} — купить в Kordon` },
    description: { en: clip(spec.lead.en), ru: clip(spec.lead.ru) },
    keywords: {
      en: [spec.name.en, sub.name.en.toLowerCase(), brand].join(', '),
      ru: [spec.name.ru, sub.name.ru.toLowerCase(), brand].join(', '),
    },
  };
}

const clip = (text: string, max = 160) =>
  text.length <= max ? text : `${text.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
