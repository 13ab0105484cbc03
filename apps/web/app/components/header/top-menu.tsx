import type { MenuCategory, MenuItem } from '@kordon/contract';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../common/app-link';

function CategoryIcon({ category }: { category: MenuCategory }) {
  if (!category.images.icon) return <span className="menu-icon menu-icon-empty" aria-hidden="true" />;
  return <img className="menu-icon" src={category.images.icon} alt="" width={28} height={28} loading="lazy" />;
}

/**
 * Desktop top menu (≥1201 px): each item with a dropdown of its subcategories, opened by hover
 * or by keyboard focus inside it.
 */
export function TopMenu({ menu }: { menu: MenuItem[] }) {
  const { t } = useTranslation();
  if (menu.length === 0) return null;
  return (
    <nav className="top-menu" aria-label={t('a11y.mainMenu')}>
      <ul className="top-menu-list">
        {menu.map((item) => (
          <li key={item.slug} className="top-menu-item">
            <AppLink to={item.link} className="top-menu-link" prefetch={false}>
              {item.name}
            </AppLink>
            {item.categories.length > 0 && (
              <div className="top-menu-dropdown">
                <ul>
                  {item.categories.map((category) => (
                    <li key={category.id}>
                      <AppLink to={category.link} className="menu-sub-link" prefetch={false}>
                        <CategoryIcon category={category} />
                        <span>{category.name}</span>
                      </AppLink>
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

export { CategoryIcon };
