import type { CategorySummary } from '@kordon/contract';
import { data } from 'react-router';
import type { CatalogueView } from '../components/catalogue/category-placeholder';
import { crumbsFor } from './crumbs';
import type { TFunction } from './i18n';

/** The view of a category found in the tree: its ancestors as breadcrumbs, its children below. */
export function categoryView(t: TFunction, path: CategorySummary[] | null): CatalogueView {
  const category = path?.at(-1);
  if (!path || !category) throw data(null, { status: 404 });
  return {
    title: category.name,
    crumbs: crumbsFor(
      t,
      path.map((node) => ({ name: node.name, link: node.link })),
    ),
    children: category.categories,
  };
}
