import { useLocation } from 'react-router';
import { splitLocale } from '../../lib/locale';
import type { StoredCustomer } from '../../lib/session/session-storage';
import { useSessionStatus } from '../../lib/session/use-session';
import { useTranslation } from '../../lib/translation';
import { UserIcon } from '../common/icons';
import { lazyPanel } from '../panels/lazy-panel';
import { panelId, usePanels } from '../panels/panels';
import { preloadFocusTrap } from '../panels/use-focus-trap';
import { backToEmail, loginStep } from './login-flow-handle';
import './account.css';
// In the layout's bundle, not the profile route's: on a client navigation React Router 7.18 leaves
// the redirect of the profile guard (clientLoader) unhandled, a page error, when that route has CSS.
import './profile.css';

/** The id prefix of the /login page's form, so the header button can send focus there. */
export const LOGIN_PAGE_FORM = 'login-page';

const isLoginPage = (pathname: string) => ['/login', '/login/login'].includes(splitLocale(pathname).path);

const accountPanel = lazyPanel('login', async () => (await import('./account-panel')).AccountPanel);

/** spec-coverage 2.5.2: the customer's name in the header, or the e-mail when there is no name. */
export function displayName(customer: StoredCustomer | null): string | null {
  if (!customer) return null;
  return [customer.firstname, customer.lastname].filter(Boolean).join(' ') || customer.email || null;
}

/**
 * The login panel's header button, "Sign in" or the customer's name; on the code form it goes back to the
 * e-mail form (spec-coverage 4.1b); on /login, whose page holds the form, it only leads there.
 */
export function LoginSlot() {
  const { t } = useTranslation();
  const { signedIn, customer } = useSessionStatus();
  const { openPanel, open, close } = usePanels();
  const { pathname } = useLocation();
  const expanded = openPanel === 'login';
  // The panel and its form or menu load when first shown; a pointer or focus on the button starts that early.
  const preloadPanel = () => {
    accountPanel.preload();
    preloadFocusTrap();
    void (signedIn ? import('./profile-menu') : import('./login-form')).catch(() => {});
  };

  const onClick = () => {
    if (!signedIn && isLoginPage(pathname)) {
      backToEmail();
      requestAnimationFrame(() => document.getElementById(`${LOGIN_PAGE_FORM}-email`)?.focus());
      return;
    }
    if (!expanded) return open('login');
    if (!signedIn && loginStep() === 'code') return backToEmail();
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

/** The panel (account-panel.tsx), its form or menu: what the button's first use loads. */
export function AccountPanelSlot() {
  const { t } = useTranslation();
  const { signedIn } = useSessionStatus();
  return <accountPanel.LazyPanel label={signedIn ? t('account.menu') : t('login.title')} />;
}
