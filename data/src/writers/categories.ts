import * as s from '@kordon/api/db/schema/index.js';
import { CATEGORIES } from '../catalogue/categories.js';
import type { L, Seo, SubcategorySpec, TopCategorySpec } from '../catalogue/types.js';
import { mediaPaths } from '../images/plan.js';
import type { IdMap, Tx } from './tx.js';

const images = (slug: string) => ({
  original: mediaPaths.categoryBanner(slug),
  desktop: mediaPaths.categoryBanner(slug),
  mobile: mediaPaths.categoryMobile(slug),
  icon: mediaPaths.categoryIcon(slug),
});

function seo(name: L, description: L, keywords: L, slug: string): Seo {
  return {
    title: {
      en: `${name.en}: buy online with worldwide delivery | Kordon`,
      ru: `${name.ru} — купить с доставкой по всему миру | Kordon`,
    },
    description,
    keywords,
    image: mediaPaths.categoryBanner(slug),
  };
}

const subKeywords = (sub: SubcategorySpec, top: TopCategorySpec): L => ({
  en: [sub.name.en.toLowerCase(), top.name.en.toLowerCase(), ...sub.products.slice(0, 3).map((p) => p.name.en)].join(
    ', ',
  ),
  ru: [sub.name.ru.toLowerCase(), top.name.ru.toLowerCase(), ...sub.products.slice(0, 3).map((p) => p.name.ru)].join(
    ', ',
  ),
});

/** Writes the category tree and the top menu; returns category ids by slug. */
export async function writeCategories(tx: Tx): Promise<IdMap> {
  const ids: IdMap = new Map();
  for (const [position, top] of CATEGORIES.entries()) {
    const [row] = await tx
      .insert(s.categories)
      .values({
        slug: top.slug,
        name: top.name,
        description: top.description,
        images: images(top.slug),
        seo: seo(top.name, top.description, top.keywords, top.slug),
        position,
      })
      .returning({ id: s.categories.id });
    if (!row) throw new Error(`seed: category ${top.slug} was not created`);
    ids.set(top.slug, row.id);
    const subs = await tx
      .insert(s.categories)
      .values(
        top.subcategories.map((sub, subPosition) => ({
          parentId: row.id,
          slug: sub.slug,
          name: sub.name,
          description: sub.description,
          images: images(sub.slug),
          seo: seo(sub.name, sub.description, subKeywords(sub, top), sub.slug),
          position: subPosition,
        })),
      )
      .returning({ id: s.categories.id, slug: s.categories.slug });
    for (const sub of subs) ids.set(sub.slug, sub.id);
  }
  await tx.insert(s.menuItems).values(
    CATEGORIES.map((top, position) => ({
      slug: top.slug,
      name: top.name,
      link: `/category/${top.slug}`,
      categoryId: ids.get(top.slug),
      position,
    })),
  );
  return ids;
}
