import { lazy, Suspense } from 'react';
import { PageHeader } from '../components/common/fixed-page';
import { MailIcon, PinIcon } from '../components/common/icons';
import { ClockIcon, PhoneIcon } from '../components/common/more-icons';
import { crumbsFor } from '../lib/crumbs';
import { translatorFor } from '../lib/i18n';
import { localeOf } from '../lib/locale';
import { pageMeta } from '../lib/seo';
import { useTranslation } from '../lib/translation';
import { useShell } from '../lib/use-shell';
import type { Route } from './+types/contacts';

// Its own chunk: the form's e-mail rule brings the contract's schemas, which no page loads up front.
const ContactSection = lazy(() => import('../components/contacts/contact-section'));

export function meta({ matches, location }: Route.MetaArgs) {
  const t = translatorFor(localeOf(location.pathname));
  const title = t('pages.contacts');
  return pageMeta({ matches, location }, { title, breadcrumbs: crumbsFor(t, [{ name: title, link: '/contacts' }]) });
}

/** Contacts from the store context (spec-coverage 3.4 settings), which the layout has already loaded. */
export default function Contacts() {
  const { t } = useTranslation();
  const { context } = useShell();
  return (
    <div className="page">
      <PageHeader title={t('pages.contacts')} lead={t('contacts.intro')} />
      <dl className="contact-list">
        <div>
          <dt>
            <MailIcon /> {t('contacts.email')}
          </dt>
          <dd>
            <a href={`mailto:${context.email}`}>{context.email}</a>
          </dd>
        </div>
        {context.phone && (
          <div>
            <dt>
              <PhoneIcon /> {t('contacts.phone')}
            </dt>
            <dd>
              <a href={`tel:${context.phone.replace(/[^\d+]/g, '')}`}>{context.phone}</a>
            </dd>
          </div>
        )}
        {context.address && (
          <div>
            <dt>
              <PinIcon /> {t('contacts.address')}
            </dt>
            <dd>
              <address>{context.address}</address>
            </dd>
          </div>
        )}
        {context.workingHours && (
          <div>
            <dt>
              <ClockIcon /> {t('contacts.workingHours')}
            </dt>
            <dd>{context.workingHours}</dd>
          </div>
        )}
      </dl>
      <p className="muted">{t('contacts.hours')}</p>
      <Suspense fallback={null}>
        <ContactSection links={context.socialLinks} />
      </Suspense>
    </div>
  );
}
