import { type CategorySummary, type LanguageCode, pagePath } from '@kordon/contract';
import type { Db } from '../../db/client.js';
import { imageSetUrls } from '../../platform/media-url.js';
import { selectActiveCategories } from './category.queries.js';

export const categoryLink = (slug: string) => pagePath('category', { slug });

/** The whole active category tree, texts in one language, children in position order. */
export async function getCategoryTree(db: Db, lang: LanguageCode): Promise<CategorySummary[]> {
  const rows = await selectActiveCategories(db);
  const nodes = new Map<number, CategorySummary & { parentId: number | null }>();
  for (const row of rows) {
    nodes.set(row.id, {
      id: row.id,
      parentId: row.parentId,
      slug: row.slug,
      name: row.name[lang],
      link: categoryLink(row.slug),
      images: imageSetUrls(row.images),
      categories: [],
    });
  }
  const roots: CategorySummary[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId === null ? undefined : nodes.get(node.parentId);
    if (parent) parent.categories.push(node);
    else if (node.parentId === null) roots.push(node);
  }
  const strip = ({ parentId: _, ...rest }: CategorySummary & { parentId?: number | null }): CategorySummary => ({
    ...rest,
    categories: rest.categories.map(strip),
  });
  return roots.map(strip);
}

export type CategoryNode = { id: number; parentId: number | null; slug: string };

/** An active category by slug with the ids of it and every active descendant; null when unknown. */
export async function findCategoryWithDescendants(
  db: Db,
  slug: string,
): Promise<{ id: number; slug: string; ids: number[] } | null> {
  const rows = await selectActiveCategories(db);
  const category = rows.find((row) => row.slug === slug);
  if (!category) return null;
  const ids = [category.id];
  for (let i = 0; i < ids.length; i++) {
    for (const row of rows) if (row.parentId === ids[i]) ids.push(row.id);
  }
  return { id: category.id, slug: category.slug, ids };
}
