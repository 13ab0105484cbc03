import type { PersonalInfo } from '@kordon/contract';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { localizePath } from '../../lib/locale';
import { useSessionStatus } from '../../lib/session/use-session';
import { useTranslation } from '../../lib/translation';
import { useLocale } from '../../lib/use-shell';
import { AppLink } from '../common/app-link';
import { FixedPage } from '../common/fixed-page';
import { OrdersSection, PersonalSection, sectionOf } from './profile-sections';

/** spec-coverage 2.2.3 profile: the section the hash names, its navigation and the sign-out button. */
export function ProfileBody({ personal }: { personal: PersonalInfo | null }) {
  const { t } = useTranslation();
  const { signedIn, customer } = useSessionStatus();
  const { hash } = useLocation();
  const navigate = useNavigate();
  const locale = useLocale();
  const section = sectionOf(hash);

  // Signed out in another tab, or the session ended: the guard applies on the spot.
  useEffect(() => {
    if (!signedIn) navigate(localizePath('/login', locale), { replace: true });
  }, [signedIn, navigate, locale]);

  const exit = async () => {
    await (await import('../../lib/account.client')).signOut();
    window.location.assign(localizePath('/login', locale));
  };

  return (
    <FixedPage pageKey="profile">
      <div className="profile">
        <nav className="profile-nav" aria-label={t('profile.sections')}>
          <ul>
            {(['personal', 'orders'] as const).map((name) => (
              <li key={name}>
                <AppLink to={`/profile#${name}`} prefetch={false} aria-current={section === name ? 'page' : undefined}>
                  {t(`account.${name}`)}
                </AppLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="profile-exit">
          <button type="button" className="link-button" onClick={() => void exit()}>
            {t('account.signOut')}
          </button>
        </div>
        <section id={section} className="profile-section" aria-labelledby={`${section}-title`}>
          {section === 'orders' ? <OrdersSection /> : <PersonalSection info={personal} stored={customer} />}
        </section>
      </div>
    </FixedPage>
  );
}
