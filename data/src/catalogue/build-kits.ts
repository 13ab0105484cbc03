import type { BuiltProduct, BuiltVariation } from './build.js';
import { KITS, type KitSpec } from './kits.js';

export type BuiltKit = {
  spec: KitSpec;
  variations: Array<{ price: number; oldPrice: number; items: Array<{ sku: string; quantity: number }> }>;
};

/** Resolves each kit combination to one concrete variation per item. */
export function buildKits(products: BuiltProduct[]): BuiltKit[] {
  const bySlug = new Map(products.map((p) => [p.spec.slug, p]));
  return KITS.map((spec) => ({
    spec,
    variations: spec.variants.map((variant) => {
      const chosen = spec.items.map((item) => {
        const product = bySlug.get(item.product);
        if (!product) throw new Error(`kit ${spec.slug}: unknown product ${item.product}`);
        return { variation: pickVariation(product, variant), quantity: item.quantity ?? 1 };
      });
      const sum = chosen.reduce((total, c) => total + c.variation.price * c.quantity, 0);
      const price =
        typeof spec.price === 'number' ? spec.price : Math.round((sum * spec.price.factor) / 100) * 100 - 100;
      if (price >= sum) throw new Error(`kit ${spec.slug} must cost less than its items`);
      return { price, oldPrice: sum, items: chosen.map((c) => ({ sku: c.variation.sku, quantity: c.quantity })) };
    }),
  }));
}

/** Best match for the wanted colour/size/edition; options a product lacks are ignored. */
function pickVariation(product: BuiltProduct, wanted: KitSpec['variants'][number]): BuiltVariation {
  const score = (v: BuiltVariation) =>
    v.values.reduce((s, ref) => {
      if (ref.option === 'color' && ref.value === wanted.color) return s + 4;
      if (ref.option === 'clothing-size' && ref.value === wanted.size) return s + 2;
      if (ref.option === 'helmet-size' && ref.value === 'l-xl') return s + 1;
      if (ref.option === 'edition' && ref.value === (wanted.edition ?? 'hardcover')) return s + 2;
      return s;
    }, 0);
  const [first, ...rest] = product.variations;
  if (!first) throw new Error(`product ${product.spec.slug} has no variations`);
  return rest.reduce((best, v) => (score(v) > score(best) ? v : best), first);
}
