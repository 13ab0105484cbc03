import type { CategorySummary } from '@kordon/contract';
import { useTranslation } from '../../lib/translation';
import { AppLink } from '../common/app-link';
import { PageHeader } from '../common/fixed-page';
import './overview.css';

/** Cards in the first row at 1440 px: their pictures are part of the first paint. */
const EAGER_CARDS = 3;

function CategoryPicture({ category, eager }: { category: CategorySummary; eager: boolean }) {
  const picture = category.images?.mobile ?? category.images?.original;
  const icon = category.images?.icon;
  if (!picture && !icon) return null;
  // The heading's link names the category; this one only widens the target, so it is not read twice.
  return (
    <AppLink to={category.link} className="overview-card-picture" tabIndex={-1} aria-hidden="true" prefetch={false}>
      {picture ? (
        <img src={picture} alt="" width={800} height={600} loading={eager ? 'eager' : 'lazy'} decoding="async" />
      ) : (
        <img className="overview-card-drawn" src={icon} alt="" width={96} height={96} loading="lazy" />
      )}
    </AppLink>
  );
}

function CategoryCard({ category, eager }: { category: CategorySummary; eager: boolean }) {
  const { t } = useTranslation();
  return (
    <li className="overview-card">
      <CategoryPicture category={category} eager={eager} />
      <h2 className="overview-card-title">
        <AppLink to={category.link}>
          {category.images?.icon && <img src={category.images.icon} alt="" width={32} height={32} loading="lazy" />}
          <span>{category.name}</span>
        </AppLink>
      </h2>
      {category.categories.length > 0 && (
        <ul className="overview-card-children" aria-label={t('catalogue.subcategoriesOf', { name: category.name })}>
          {category.categories.map((child) => (
            <li key={child.id}>
              <AppLink to={child.link} prefetch={false}>
                {child.images?.icon ? (
                  <img src={child.images.icon} alt="" width={24} height={24} loading="lazy" />
                ) : (
                  <span className="overview-card-no-icon" aria-hidden="true" />
                )}
                <span>{child.name}</span>
              </AppLink>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/**
 * /category/main: the whole catalogue at a glance. Every top category of GET /categories is a card
 * with its picture (or drawn icon) and its subcategories as links.
 */
export function CategoryOverview({ categories }: { categories: CategorySummary[] }) {
  const { t } = useTranslation();
  return (
    <div className="page">
      <PageHeader title={t('catalogue.allCategories')} lead={t('catalogue.overviewLead')} />
      {categories.length > 0 ? (
        <ul className="overview-grid" aria-label={t('catalogue.allCategories')}>
          {categories.map((category, index) => (
            <CategoryCard key={category.id} category={category} eager={index < EAGER_CARDS} />
          ))}
        </ul>
      ) : (
        <p className="empty-state">{t('catalogue.empty')}</p>
      )}
    </div>
  );
}
