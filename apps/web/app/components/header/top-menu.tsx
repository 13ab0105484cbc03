import type { MenuItem } from '@kordon/contract';
import { useTranslation } from '../../lib/translation';
import { AppLink } from '../common/app-link';
import { SubcategoryList } from '../common/subcategory-list';

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
                <SubcategoryList categories={item.categories} linkClassName="menu-sub-link" />
              </div>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
