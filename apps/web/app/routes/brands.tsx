import { type BrandSummary, contentCalls } from '@kordon/contract';
import { AppLink } from '../components/common/app-link';
import { PageHeader } from '../components/common/fixed-page';
import { createApi, fallbackOnApiError } from '../lib/api.server';
import { crumbsFor } from '../lib/crumbs';
import { translatorFor } from '../lib/i18n';
import { localeOf } from '../lib/locale';
import { pageMeta } from '../lib/seo';
import { useTranslation } from '../lib/translation';
import type { Route } from './+types/brands';

export function meta({ matches, location }: Route.MetaArgs) {
  const t = translatorFor(localeOf(location.pathname));
  const title = t('pages.brands');
  return pageMeta(
    { matches, location },
    { title, description: t('brands.intro'), breadcrumbs: crumbsFor(t, [{ name: title, link: '/brands' }]) },
  );
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const brands = await createApi(context, request)
    .call(contentCalls.brands)
    .catch(fallbackOnApiError<BrandSummary[]>([]));
  return { brands };
}

export default function Brands({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { brands } = loaderData;
  return (
    <div className="page">
      <PageHeader
        title={t('pages.brands')}
        trail={[{ name: t('pages.brands'), link: '/brands' }]}
        lead={t('brands.intro')}
      />
      {brands.length === 0 ? (
        <p className="empty-state">{t('brands.empty')}</p>
      ) : (
        <ul className="brand-grid">
          {brands.map((brand) => (
            <li key={brand.id}>
              <AppLink to={brand.link} className="brand-card">
                <span className="brand-logo">
                  {brand.image ? (
                    <img
                      src={brand.image.desktop ?? brand.image.original}
                      alt=""
                      width={168}
                      height={96}
                      loading="lazy"
                    />
                  ) : (
                    <span aria-hidden="true">{brand.name.slice(0, 1)}</span>
                  )}
                </span>
                <span className="brand-name">{brand.name}</span>
              </AppLink>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
