import type { CategorySummary } from '@kordon/contract';
import { describe, expect, it } from 'vitest';
import { findCategoryPath, resolveCatalogPath } from './category-tree';

const node = (slug: string, categories: CategorySummary[] = []): CategorySummary => ({
  id: slug.length,
  slug,
  name: slug,
  link: `/category/${slug}`,
  images: null,
  categories,
});
const tree = [node('tactical', [node('backpacks', [node('daypacks')])]), node('books')];

describe('category tree look-ups', () => {
  it('finds a category at any depth with its ancestors', () => {
    expect(findCategoryPath(tree, 'daypacks')?.map((n) => n.slug)).toEqual(['tactical', 'backpacks', 'daypacks']);
    expect(findCategoryPath(tree, 'nope')).toBeNull();
  });
  it('resolves catch-all paths only along the tree', () => {
    expect(resolveCatalogPath(tree, 'tactical')?.map((n) => n.slug)).toEqual(['tactical']);
    expect(resolveCatalogPath(tree, 'tactical', 'backpacks')?.map((n) => n.slug)).toEqual(['tactical', 'backpacks']);
    expect(resolveCatalogPath(tree, 'books', 'backpacks')).toBeNull();
    expect(resolveCatalogPath(tree, 'backpacks')).toBeNull();
    expect(resolveCatalogPath(tree, 'xx', 'contacts')).toBeNull();
  });
});
