import type { MenuCategory } from '@kordon/contract';
import { AppLink } from './app-link';

function CategoryIcon({ category }: { category: MenuCategory }) {
  if (!category.images.icon) return <span className="menu-icon menu-icon-empty" aria-hidden="true" />;
  return <img className="menu-icon" src={category.images.icon} alt="" width={28} height={28} loading="lazy" />;
}

/** Subcategories of a menu item with their icons: top-menu dropdown, mobile menu, home grid. */
export function SubcategoryList({ categories, linkClassName }: { categories: MenuCategory[]; linkClassName: string }) {
  if (categories.length === 0) return null;
  return (
    <ul>
      {categories.map((category) => (
        <li key={category.id}>
          <AppLink to={category.link} className={linkClassName} prefetch={false}>
            <CategoryIcon category={category} />
            <span>{category.name}</span>
          </AppLink>
        </li>
      ))}
    </ul>
  );
}
