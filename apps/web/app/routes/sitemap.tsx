import { contentCalls, type SitemapCategory, type SitemapLink } from '@kordon/contract';
import { AppLink } from '../components/common/app-link';
import { PageHeader } from '../components/common/fixed-page';
import { createApi, failPageLoad } from '../lib/api.server';
import { crumbsFor } from '../lib/crumbs';
import { translatorFor } from '../lib/i18n';
import { localeOf } from '../lib/locale';
import { pageMeta } from '../lib/seo';
import { useTranslation } from '../lib/translation';
import type { Route } from './+types/sitemap';

export function meta({ matches, location }: Route.MetaArgs) {
  const t = translatorFor(localeOf(location.pathname));
  const title = t('pages.sitemap');
  return pageMeta({ matches, location }, { title, breadcrumbs: crumbsFor(t, [{ name: title, link: '/sitemap' }]) });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const sitemap = await createApi(context, request).call(contentCalls.sitemap).catch(failPageLoad);
  return { sitemap };
}

function CategoryTree({ categories }: { categories: SitemapCategory[] }) {
  return (
    <ul>
      {categories.map((category) => (
        <li key={category.link}>
          <AppLink to={category.link} prefetch={false}>
            {category.name}
          </AppLink>
          {category.categories.length > 0 && <CategoryTree categories={category.categories} />}
        </li>
      ))}
    </ul>
  );
}

function LinkList({ id, title, links }: { id: string; title: string; links: SitemapLink[] }) {
  if (links.length === 0) return null;
  return (
    <section aria-labelledby={id} className="sitemap-section">
      <h2 id={id}>{title}</h2>
      <ul>
        {links.map((link) => (
          <li key={link.link}>
            <AppLink to={link.link} prefetch={false}>
              {link.name}
            </AppLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function Sitemap({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { sitemap } = loaderData;
  const pages: SitemapLink[] = [
    { name: t('pages.home'), link: '/' },
    { name: t('pages.brands'), link: '/brands' },
    { name: t('pages.reviews'), link: '/reviews' },
    { name: t('pages.sale'), link: '/sale' },
    { name: t('pages.contacts'), link: '/contacts' },
  ];
  return (
    <div className="page">
      <PageHeader title={t('pages.sitemap')} trail={[{ name: t('pages.sitemap'), link: '/sitemap' }]} />
      <div className="sitemap">
        <LinkList id="sitemap-pages" title={t('sitemap.pages')} links={pages} />
        {sitemap.categories.length > 0 && (
          <section aria-labelledby="sitemap-categories" className="sitemap-section">
            <h2 id="sitemap-categories">{t('sitemap.categories')}</h2>
            <CategoryTree categories={sitemap.categories} />
          </section>
        )}
        <LinkList id="sitemap-brands" title={t('sitemap.brands')} links={sitemap.brands} />
        <LinkList id="sitemap-information" title={t('sitemap.information')} links={sitemap.information} />
        <LinkList id="sitemap-posts" title={t('sitemap.posts')} links={sitemap.posts} />
        <LinkList id="sitemap-products" title={t('sitemap.products')} links={sitemap.products} />
      </div>
      {sitemap.productsTruncated && <p className="muted">{t('sitemap.productsTruncated')}</p>}
    </div>
  );
}
