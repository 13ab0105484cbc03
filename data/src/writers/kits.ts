import * as s from '@kordon/api/db/schema/index.js';
import { sanitizeTranslatedRichText } from '@kordon/api/platform/rich-text.js';
import type { BuiltKit } from '../catalogue/build-kits.js';
import { mediaPaths } from '../images/plan.js';
import { daysBefore, type IdMap, requireId, type Tx } from './tx.js';

const stripTags = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

export async function writeKits(
  tx: Tx,
  kits: BuiltKit[],
  ids: { products: IdMap; variations: IdMap; categories: IdMap },
  now: Date,
): Promise<void> {
  for (const [i, { spec, variations }] of kits.entries()) {
    const image = mediaPaths.kit(spec.slug);
    const [kit] = await tx
      .insert(s.kits)
      .values({
        slug: spec.slug,
        name: spec.name,
        description: sanitizeTranslatedRichText(spec.description),
        categoryId: ids.categories.get(spec.category),
        images: { original: image },
        seo: {
          title: { en: `${spec.name.en} | Kordon`, ru: `${spec.name.ru} — купить в Kordon` },
          description: {
            en: stripTags(spec.description.en).slice(0, 160),
            ru: stripTags(spec.description.ru).slice(0, 160),
          },
          keywords: { en: `${spec.name.en}, kit, set`, ru: `${spec.name.ru}, комплект, набор` },
          image,
        },
        createdAt: daysBefore(now, 20 + i * 9),
      })
      .returning({ id: s.kits.id });
    if (!kit) throw new Error(`seed: kit ${spec.slug} was not created`);
    await tx.insert(s.kitItems).values(
      spec.items.map((item, position) => ({
        kitId: kit.id,
        productId: requireId(ids.products, item.product, 'product'),
        quantity: item.quantity ?? 1,
        position,
      })),
    );
    const rows = await tx
      .insert(s.kitVariations)
      .values(variations.map((v) => ({ kitId: kit.id, price: v.price, oldPrice: v.oldPrice })))
      .returning({ id: s.kitVariations.id });
    await tx.insert(s.kitVariationItems).values(
      variations.flatMap((v, index) =>
        v.items.map((item) => ({
          kitVariationId: rows[index]?.id as number,
          variationId: requireId(ids.variations, item.sku, 'variation'),
          quantity: item.quantity,
        })),
      ),
    );
  }
}
