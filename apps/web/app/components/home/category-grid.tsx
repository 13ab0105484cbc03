import type { MenuItem } from '@kordon/contract';
import { useTranslation } from '../../lib/translation';
import { AppLink } from '../common/app-link';
import { SubcategoryList } from '../common/subcategory-list';

const SUBCATEGORIES_SHOWN = 5;

/** The home page's way into the catalogue: the menu's items with their first subcategories. */
export function CategoryGrid({ menu }: { menu: MenuItem[] }) {
  const { t } = useTranslation();
  if (menu.length === 0) return null;
  return (
    <section className="home-section" aria-labelledby="home-categories">
      <h2 id="home-categories">{t('home.categories')}</h2>
      <ul className="category-grid">
        {menu.map((item) => (
          <li key={item.slug} className="category-card">
            <h3>
              <AppLink to={item.link} className="category-card-title">
                {item.name}
              </AppLink>
            </h3>
            <SubcategoryList
              categories={item.categories.slice(0, SUBCATEGORIES_SHOWN)}
              linkClassName="category-sub-link"
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
