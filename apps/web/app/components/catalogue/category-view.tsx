import type { CategoryPage, CategorySummary, MenuCategory, ProductCard, ProductFilter } from '@kordon/contract';
import { useTranslation } from '../../lib/translation';
import { useShell } from '../../lib/use-shell';
import { AppLink } from '../common/app-link';
import { Breadcrumbs } from '../common/breadcrumbs';
import { RichText } from '../common/rich-text';
import { ProductGrid, ProductListing } from './listing-lazy';
import type { ListPage } from './product-listing';
import './listing-styles';

export type CategoryViewData = {
  category: CategoryPage;
  filters: ProductFilter[];
  list: ListPage & { isFromChildCategories: boolean };
  kits: ProductCard[];
};

function findIcon(menu: MenuCategory[], id: number): string | null {
  for (const item of menu) {
    if (item.id === id) return item.images.icon;
    const below = findIcon(item.categories, id);
    if (below) return below;
  }
  return null;
}

/** Subcategories as chips with their drawn icons (the menu's URLs, which every page has). */
function ChildCategories({ categories }: { categories: CategorySummary[] }) {
  const { t } = useTranslation();
  const { menu } = useShell();
  if (categories.length === 0) return null;
  return (
    <nav aria-label={t('catalogue.subcategories')}>
      <ul className="chip-list category-children">
        {categories.map((child) => {
          const icon = findIcon(
            menu.flatMap((item) => item.categories),
            child.id,
          );
          return (
            <li key={child.id}>
              <AppLink to={child.link} className="chip category-chip">
                {icon && <img src={icon} alt="" width={24} height={24} />}
                {child.name}
              </AppLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** Spec §3 category page: trail, name, description, subcategories, filters, products, kits, text. */
export function CategoryView({ data }: { data: CategoryViewData }) {
  const { t } = useTranslation();
  const { category, filters, list, kits } = data;
  return (
    <div className="page category-page">
      <Breadcrumbs items={category.breadcrumbs} />
      <h1>{category.name}</h1>
      {category.description && <RichText html={category.description} className="category-description" />}
      <ChildCategories categories={category.categories} />
      <section aria-label={t('catalogue.products')} className="category-products">
        <ProductListing
          list={list}
          sortable
          filters={filters}
          note={list.isFromChildCategories && t('catalogue.fromSubcategories')}
          empty={t('catalogue.empty')}
        />
      </section>
      {kits.length > 0 && (
        <section className="category-kits" aria-labelledby="category-kits">
          <h2 id="category-kits">{t('catalogue.kits')}</h2>
          <ProductGrid cards={kits} />
        </section>
      )}
      {category.content && <RichText html={category.content} className="category-content" />}
    </div>
  );
}
