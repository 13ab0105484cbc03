import { z } from 'zod';
import { prices } from './money.js';

/** Stock rule of a variation (spec §4): normal stock, preorder, or shipped by the supplier. */
export const availability = z.enum(['normal', 'preorder', 'drop_ship']).meta({ id: 'Availability' });
export type Availability = z.infer<typeof availability>;

/** Product or kit: kits are sold like products, with their own calls. */
export const productKind = z.enum(['product', 'kit']).meta({ id: 'ProductKind' });
export type ProductKind = z.infer<typeof productKind>;

/**
 * One stored picture as URLs of the spec's variants (spec §9: o600 is the cover, c300 the search
 * image) and of the widths a srcset offers. Every URL is under /media; AVIF or WebP by Accept.
 */
export const productImage = z
  .object({
    original: z.string(),
    o600: z.string(),
    o1200: z.string(),
    c300: z.string(),
    c100: z.string(),
    /** The colour value the picture shows, for switching the gallery with the swatch. */
    colorValueId: z.number().int().nullable(),
  })
  .meta({ id: 'ProductImage' });
export type ProductImage = z.infer<typeof productImage>;

/**
 * Spec §3 product page `images`: `cover` is the first picture (its `o600` the cover of spec §9),
 * `gallery` every picture in order, the cover first; null and empty without pictures.
 */
export const productImages = z
  .object({ cover: productImage.nullable(), gallery: z.array(productImage) })
  .meta({ id: 'ProductImages' });
export type ProductImages = z.infer<typeof productImages>;

/** A colour a product comes in: a swatch in cards, search results and pickers. */
export const colorSwatch = z
  .object({ id: z.number().int(), name: z.string(), hex: z.string().nullable() })
  .meta({ id: 'ColorSwatch' });
export type ColorSwatch = z.infer<typeof colorSwatch>;

/** Spec §3: brand (id, link, manufacturer_id, name); manufacturer_id repeats the id. */
export const brandRef = z
  .object({ id: z.number().int(), name: z.string(), link: z.string(), manufacturer_id: z.number().int() })
  .meta({ id: 'BrandRef' });
export type BrandRef = z.infer<typeof brandRef>;

/** Spec §3 game list: the game a product belongs to, with its drawn logo. */
export const gameCode = z.enum(['warthunder', 'enlisted', 'crossout', 'common']).meta({ id: 'GameCode' });
export const gameRef = z.object({ code: gameCode, name: z.string(), logo: z.string() }).meta({ id: 'GameRef' });
export type GameRef = z.infer<typeof gameRef>;

/**
 * A product or kit in a list, search result, top sales or related block (spec §3 search
 * product, extended with what a card shows): prices are of the cheapest buyable variation.
 */
export const productCard = z
  .object({
    id: z.number().int(),
    kind: productKind,
    name: z.string(),
    slug: z.string(),
    link: z.string(),
    brand: brandRef.nullable(),
    images: z.object({ cover: productImage.nullable(), colors: z.array(colorSwatch) }),
    prices,
    availability,
    /** Some variation can be ordered now (stock, preorder stock or drop-ship). */
    inStock: z.boolean(),
    game: gameRef.nullable(),
  })
  .meta({ id: 'ProductCard' });
export type ProductCard = z.infer<typeof productCard>;
