import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { splitLocale } from '../../lib/locale';
import { useSessionStatus } from '../../lib/session/use-session';
import { useTranslation } from '../../lib/translation';
import { CloseIcon } from '../common/more-icons';
import { Panel } from '../panels/panel';
import { usePanels } from '../panels/panels';
import { LazyLoginForm } from './lazy-login-form';

const isCheckout = (pathname: string) => splitLocale(pathname).path.startsWith('/checkout');

const ProfileMenu = lazy(async () => ({ default: (await import('./profile-menu')).ProfileMenu }));

/**
 * spec-coverage 2.5.6, 4.1a login panel: the sign-in form, or the profile menu of a signed-in customer.
 * Loaded with the header button's first use (account-slots.tsx).
 */
export function AccountPanel() {
  const { t } = useTranslation();
  const { signedIn } = useSessionStatus();
  const { openPanel, close } = usePanels();
  const { pathname } = useLocation();
  const title = signedIn ? t('account.menu') : t('login.title');
  // spec-coverage 4.1c: on checkout a successful sign-in reloads the page (prices, addresses and cart change).
  const afterSignIn = () => (isCheckout(pathname) ? window.location.reload() : close());
  return (
    <Panel name="login" label={title} className="panel-account">
      <div className="panel-head">
        <p className="panel-title">{title}</p>
        <button type="button" className="icon-button" onClick={close} aria-label={t('a11y.close')}>
          <CloseIcon />
        </button>
      </div>
      {/* Rendered only while open: the /login page must not hold a second, hidden copy of the form. */}
      {openPanel === 'login' &&
        (signedIn ? (
          <Suspense fallback={null}>
            <ProfileMenu />
          </Suspense>
        ) : (
          <LazyLoginForm onSignedIn={afterSignIn} />
        ))}
    </Panel>
  );
}
