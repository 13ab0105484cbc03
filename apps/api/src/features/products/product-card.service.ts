import type { Availability, BrandRef, GameRef, ProductCard, StockState } from '@kordon/contract';
import { links } from '../../platform/links.js';
import { mediaUrl } from '../../platform/media-url.js';
import { buildPrices } from '../currency/money.service.js';
import type { CatalogueContext } from './catalogue-context.js';
import {
  selectCardColors,
  selectCardKits,
  selectCardProducts,
  selectCardVariations,
  selectKitVariationItems,
  selectKitVariations,
} from './product-card.queries.js';
import { productImage } from './product-images.js';
import { canOrder, kitStockOf } from './stock-rules.js';

type Offer = StockState & { price: number; old_price: number | null };

/** The offer a card shows: the cheapest variation that can be ordered, else the cheapest of all. */
export function headlineOffer<T extends Offer>(offers: readonly T[]): T | undefined {
  const cheapest = (list: readonly T[]) =>
    list.reduce<T | undefined>((best, offer) => (!best || offer.price < best.price ? offer : best), undefined);
  return cheapest(offers.filter(canOrder)) ?? cheapest(offers);
}

export const brandRefOf = (row: { brand_id: number | null; brand_name: string | null; brand_slug: string | null }) =>
  row.brand_id === null || row.brand_name === null || row.brand_slug === null
    ? null
    : ({
        id: row.brand_id,
        name: row.brand_name,
        link: links.brand(row.brand_slug),
        manufacturer_id: row.brand_id,
      } satisfies BrandRef);

export const gameRefOf = (row: { game_code: string | null; game_name: string | null; game_logo: string | null }) =>
  row.game_code === null || row.game_name === null || row.game_logo === null
    ? null
    : ({
        code: row.game_code as GameRef['code'],
        name: row.game_name,
        logo: mediaUrl(row.game_logo),
      } satisfies GameRef);

const groupBy = <T, K>(rows: readonly T[], key: (row: T) => K) => {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const list = groups.get(key(row));
    if (list) list.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
};

/** Cards of products, in the order of `ids`; unknown, inactive or unpriced ids are left out. */
export async function productCards(ctx: CatalogueContext, ids: readonly number[]): Promise<ProductCard[]> {
  if (ids.length === 0) return [];
  const list = [...ids];
  const [rows, variations, colors] = await Promise.all([
    selectCardProducts(ctx.db, list),
    selectCardVariations(ctx.db, list),
    selectCardColors(ctx.db, list),
  ]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const offers = groupBy(variations, (v) => v.product_id);
  const swatches = groupBy(colors, (c) => c.product_id);
  return list.flatMap((id) => {
    const row = byId.get(id);
    const productOffers = offers.get(id) ?? [];
    const offer = headlineOffer(productOffers);
    if (!row || !offer) return [];
    return [
      {
        id,
        kind: 'product' as const,
        name: row.name[ctx.lang],
        slug: row.slug,
        link: links.product(row.slug),
        brand: brandRefOf(row),
        images: {
          cover: row.cover ? productImage(row.cover) : null,
          colors: (swatches.get(id) ?? []).map((c) => ({ id: c.id, name: c.name[ctx.lang], hex: c.color_hex })),
        },
        prices: buildPrices({ price: offer.price, oldPrice: offer.old_price }, ctx.currency, ctx.lang),
        availability: offer.availability,
        inStock: productOffers.some(canOrder),
        game: gameRefOf(row),
      },
    ];
  });
}

export type KitOffer = StockState & { kitVariationId: number; price: number; old_price: number | null };

/** Each kit variation of the given kits with the stock its items allow. */
export async function kitOffers(ctx: Pick<CatalogueContext, 'db'>, kitIds: number[]) {
  const variations = await selectKitVariations(ctx.db, kitIds);
  const items = groupBy(
    await selectKitVariationItems(
      ctx.db,
      variations.map((v) => v.kit_variation_id),
    ),
    (item) => item.kit_variation_id,
  );
  const offers = variations.map((v) => ({
    kitId: v.kit_id,
    kitVariationId: v.kit_variation_id,
    price: v.price,
    old_price: v.old_price,
    ...kitStockOf(items.get(v.kit_variation_id) ?? []),
  }));
  return { offers: groupBy(offers, (offer) => offer.kitId), items };
}

/** Cards of kits, in the order of `ids`. */
export async function kitCards(ctx: CatalogueContext, ids: readonly number[]): Promise<ProductCard[]> {
  if (ids.length === 0) return [];
  const [rows, { offers }] = await Promise.all([selectCardKits(ctx.db, [...ids]), kitOffers(ctx, [...ids])]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    const kitOffersOf = offers.get(id) ?? [];
    const offer = headlineOffer(kitOffersOf);
    if (!row || !offer) return [];
    return [
      {
        id,
        kind: 'kit' as const,
        name: row.name[ctx.lang],
        slug: row.slug,
        link: links.product(row.slug),
        brand: null,
        images: { cover: row.images?.original ? productImage(row.images.original) : null, colors: [] },
        prices: buildPrices({ price: offer.price, oldPrice: offer.old_price }, ctx.currency, ctx.lang),
        availability: offer.availability as Availability,
        inStock: kitOffersOf.some(canOrder),
        game: null,
      },
    ];
  });
}
