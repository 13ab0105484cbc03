import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { crumbsFor } from '../../lib/crumbs';
import { translatorFor } from '../../lib/i18n';
import { localeOf, splitLocale } from '../../lib/locale';
import { type PageMetaArgs, pageMeta } from '../../lib/seo';
import { useTranslation } from '../../lib/translation';
import type en from '../../locales/en.json';
import { Breadcrumbs } from './breadcrumbs';

export type PageKey = keyof typeof en.pages;

/** Heading, breadcrumbs and an optional lead paragraph: the top of every page of ours. */
export function PageHeader({
  title,
  trail,
  lead,
}: {
  title: string;
  trail?: { name: string; link: string }[];
  lead?: string;
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const crumbs = crumbsFor(t, trail ?? [{ name: title, link: splitLocale(pathname).path }]);
  return (
    <div className="page-header">
      <Breadcrumbs items={crumbs} />
      <h1>{title}</h1>
      {lead && <p className="lead">{lead}</p>}
    </div>
  );
}

/**
 * Meta of a fixed page that belongs to a later issue (checkout, sign-in …): the guard table and
 * the links already work; the issue replaces the module.
 */
export function fixedPageMeta(key: PageKey, options: { noindex?: boolean } = {}) {
  return ({ matches, location }: PageMetaArgs) => {
    const t = translatorFor(localeOf(location.pathname));
    const title = t(`pages.${key}`);
    return pageMeta(
      { matches, location },
      {
        title,
        noindex: options.noindex,
        breadcrumbs: crumbsFor(t, [{ name: title, link: splitLocale(location.pathname).path }]),
      },
    );
  };
}

/** Body of such a page: heading, breadcrumbs and a lead paragraph. */
export function FixedPage({ pageKey, lead, children }: { pageKey: PageKey; lead?: string; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="page">
      <PageHeader title={t(`pages.${pageKey}`)} lead={lead} />
      {children}
    </div>
  );
}
