import type { Breadcrumb } from '@kordon/contract';
import { useTranslation } from '../../lib/translation';
import { AppLink } from './app-link';

export function Breadcrumbs({ items }: { items: Breadcrumb[] }) {
  const { t } = useTranslation();
  if (items.length < 2) return null;
  return (
    <nav aria-label={t('a11y.breadcrumbs')} className="breadcrumbs">
      <ol>
        {items.map((item, index) =>
          index === items.length - 1 ? (
            <li key={item.link}>
              <span aria-current="page">{item.name}</span>
            </li>
          ) : (
            <li key={item.link}>
              <AppLink to={item.link}>{item.name}</AppLink>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
