import type { CategorySummary } from '@kordon/contract';

/** The category with this slug anywhere in the tree, with its ancestors (root first). */
export function findCategoryPath(tree: CategorySummary[], slug: string): CategorySummary[] | null {
  for (const node of tree) {
    if (node.slug === slug) return [node];
    const below = findCategoryPath(node.categories, slug);
    if (below) return [node, ...below];
  }
  return null;
}

/**
 * A catalogue catch-all path (spec-coverage 2.2.19: /{category}, /{category}/{subCategory}): the top-level
 * category and, when given, its direct child. Null when the catalogue has no such pair.
 */
export function resolveCatalogPath(
  tree: CategorySummary[],
  category: string,
  subCategory?: string,
): CategorySummary[] | null {
  const top = tree.find((node) => node.slug === category);
  if (!top) return null;
  if (subCategory === undefined) return [top];
  const child = top.categories.find((node) => node.slug === subCategory);
  return child ? [top, child] : null;
}
