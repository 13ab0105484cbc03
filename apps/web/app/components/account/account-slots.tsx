import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { splitLocale } from '../../lib/locale';
import type { StoredCustomer } from '../../lib/session/session-storage';
import { useSessionStatus } from '../../lib/session/use-session';
import { useTranslation } from '../../lib/translation';
import { CloseIcon, UserIcon } from '../common/icons';
import { Panel } from '../panels/panel';
import { panelId, usePanels } from '../panels/panels';
import { LazyLoginForm, preloadLoginForm } from './lazy-login-form';
import { useLoginFlow } from './login-flow-context';
import './account.css';
// In the layout's bundle, not the profile route's: on a client navigation React Router 7.18 leaves
// the redirect of the profile guard (clientLoader) unhandled, a page error, when that route has CSS.
import './profile.css';

/** The id prefix of the /login page's form, so the header button can send focus there. */
export const LOGIN_PAGE_FORM = 'login-page';

const isLoginPage = (pathname: string) => ['/login', '/login/login'].includes(splitLocale(pathname).path);
const isCheckout = (pathname: string) => splitLocale(pathname).path.startsWith('/checkout');

/** spec-coverage 2.5.2: the customer's name in the header, or the e-mail when there is no name. */
export function displayName(customer: StoredCustomer | null): string | null {
  if (!customer) return null;
  return [customer.firstname, customer.lastname].filter(Boolean).join(' ') || customer.email || null;
}

/**
 * Header button of the login panel: "Sign in", or the customer's name once signed in. With the
 * code form open it goes back to the e-mail form (spec-coverage 4.1b). On /login the form is on the page, so
 * the button leads there instead of opening a second copy.
 */
export function LoginSlot() {
  const { t } = useTranslation();
  const { signedIn, customer } = useSessionStatus();
  const { openPanel, open, close } = usePanels();
  const flow = useLoginFlow();
  const { pathname } = useLocation();
  const expanded = openPanel === 'login';
  // The panel's contents load when first shown; a pointer or focus on the button starts that early.
  const preloadPanel = signedIn ? () => void loadProfileMenu() : preloadLoginForm;

  const onClick = () => {
    if (!signedIn && isLoginPage(pathname)) {
      flow.backToEmail();
      requestAnimationFrame(() => document.getElementById(`${LOGIN_PAGE_FORM}-email`)?.focus());
      return;
    }
    if (!expanded) return open('login');
    if (!signedIn && flow.state.step === 'code') return flow.backToEmail();
    close();
  };

  return (
    <button
      type="button"
      className="header-button login-link"
      aria-expanded={expanded}
      aria-controls={panelId('login')}
      aria-haspopup="dialog"
      onClick={onClick}
      onPointerEnter={preloadPanel}
      onFocus={preloadPanel}
      data-testid="login-button"
      data-signed-in={signedIn || undefined}
    >
      <UserIcon size={22} />
      {signedIn ? (
        <>
          <span className="visually-hidden">{t('account.menu')}: </span>
          <span className="login-label customer-name">{displayName(customer) ?? t('account.menu')}</span>
        </>
      ) : (
        <span className="login-label">{t('header.signIn')}</span>
      )}
    </button>
  );
}

const loadProfileMenu = () => import('./profile-menu');
const ProfileMenu = lazy(async () => ({ default: (await loadProfileMenu()).ProfileMenu }));

/** spec-coverage 2.5.6, 4.1a login panel: the sign-in form, or the profile menu of a signed-in customer. */
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
