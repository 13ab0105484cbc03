import type { PersonalInfo } from '@kordon/contract';
import { useEffect } from 'react';
import { redirect, useLocation, useNavigate } from 'react-router';
import { OrdersSection, PersonalSection, sectionOf } from '../components/account/profile-sections';
import { AppLink } from '../components/common/app-link';
import { FixedPage, fixedPageMeta } from '../components/common/fixed-page';
import { localeOf, localizePath } from '../lib/locale';
import { sessionStatus } from '../lib/session/page-session';
import { useSessionStatus } from '../lib/session/use-session';
import { useTranslation } from '../lib/translation';
import { useLocale } from '../lib/use-shell';
import type { Route } from './+types/profile';

export const meta = fixedPageMeta('profile', { noindex: true });

/**
 * spec-coverage 2.3.4 profile guard. The tokens live in localStorage, so the guard and the data load run in
 * the browser (docs/decisions/0006): the server renders the fallback, then this sends a visitor
 * who is not signed in to /login in the same language.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const loginPath = localizePath('/login', localeOf(new URL(request.url).pathname));
  if (!sessionStatus().signedIn) throw redirect(loginPath);
  // spec-coverage 8.8: a profile that fails to load is swallowed; a session that ended on the way is not.
  const { loadPersonalInfo } = await import('../lib/account.client');
  const personal = await loadPersonalInfo().catch(() => null);
  if (!sessionStatus().signedIn) throw redirect(loginPath);
  return { personal: personal satisfies PersonalInfo | null };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  const { t } = useTranslation();
  return (
    <FixedPage pageKey="profile">
      <p className="muted" role="status">
        {t('profile.loading')}
      </p>
    </FixedPage>
  );
}

export default function ProfilePage({ loaderData }: Route.ComponentProps) {
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
    await (await import('../lib/account.client')).signOut();
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
          {section === 'orders' ? <OrdersSection /> : <PersonalSection info={loaderData.personal} stored={customer} />}
        </section>
      </div>
    </FixedPage>
  );
}
