import type { Breadcrumb, CategorySummary } from '@kordon/contract';
import { useTranslation } from '../../lib/translation';
import { AppLink } from '../common/app-link';
import { Breadcrumbs } from '../common/breadcrumbs';

export type CatalogueView = {
  title: string;
  crumbs: Breadcrumb[];
  children: CategorySummary[];
};

/** What the category and product issues start from: the heading, breadcrumbs and subcategories. */
export function CategoryPlaceholder({ view }: { view: CatalogueView }) {
  const { t } = useTranslation();
  return (
    <div className="page">
      <Breadcrumbs items={view.crumbs} />
      <h1>{view.title}</h1>
      {view.children.length > 0 && (
        <section aria-labelledby="subcategories">
          <h2 id="subcategories" className="visually-hidden">
            {t('catalogue.subcategories')}
          </h2>
          <ul className="chip-list">
            {view.children.map((category) => (
              <li key={category.id}>
                <AppLink to={category.link} className="chip">
                  {category.name}
                </AppLink>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
