import type { LocalizedText, Seo } from '@kordon/api/db/schema/columns.js';

export type L = LocalizedText;
export type { Seo };

export const t = (en: string, ru: string): L => ({ en, ru });

/** What the image generator draws for a product. */
export type DrawKind =
  | 'plate-carrier'
  | 'chest-rig'
  | 'pouch'
  | 'helmet'
  | 'backpack'
  | 'belt'
  | 'jacket'
  | 'trousers'
  | 'tshirt'
  | 'hoodie'
  | 'cap'
  | 'beanie'
  | 'boots'
  | 'tunic'
  | 'dogtags'
  | 'canteen'
  | 'crate'
  | 'mapcase'
  | 'flag'
  | 'patch'
  | 'mug'
  | 'pin'
  | 'coin'
  | 'tank'
  | 'plane'
  | 'poster'
  | 'book'
  | 'ebook'
  | 'code-card'
  | 'premium-card';

export type GameCode = 'warthunder' | 'enlisted' | 'crossout' | 'common';
export type SizeScale = 'clothing' | 'helmet' | 'boot';
export type ProductTypeCode = 'physical' | 'digital' | 'book';

/** A feature value: `true` means the feature's plain "yes". */
export type FeatureValue = L | true;

export type ProductSpec = {
  slug: string;
  kind: DrawKind;
  brand: string;
  /** Base price in USD cents (the cheapest variation). */
  price: number;
  name: L;
  /** One or two sentences about this very product; the category's text follows it. */
  lead: L;
  colors?: string[];
  size?: SizeScale;
  /** A 'select' option: its code, value codes, and per-value prices in cents. */
  select?: { option: string; values: string[]; prices?: number[] };
  materials?: Array<[code: string, percent?: number]>;
  features?: Record<string, FeatureValue>;
  game?: GameCode;
  /** Forced states so that every state of the spec appears in the demo. */
  state?: 'preorder' | 'drop_ship' | 'out_of_stock' | 'sale';
  youtube?: string;
  weight?: number;
};

export type SubcategorySpec = {
  slug: string;
  name: L;
  description: L;
  /** Paragraph appended to every product description of this category. */
  about: L;
  type: ProductTypeCode;
  materials?: Array<[code: string, percent?: number]>;
  features?: Record<string, FeatureValue>;
  weight: number;
  products: ProductSpec[];
};

export type TopCategorySpec = {
  slug: string;
  name: L;
  description: L;
  keywords: L;
  icon: DrawKind;
  banner: { color: string; kinds: DrawKind[] };
  subcategories: SubcategorySpec[];
};

type ProductExtras = Omit<ProductSpec, 'slug' | 'kind' | 'brand' | 'price' | 'name' | 'lead'>;

/** Compact constructor so that catalogue files read like a price list. */
export function product(
  slug: string,
  kind: DrawKind,
  brand: string,
  price: number,
  name: [en: string, ru: string],
  lead: [en: string, ru: string],
  extras: ProductExtras = {},
): ProductSpec {
  return { slug, kind, brand, price, name: t(...name), lead: t(...lead), ...extras };
}
