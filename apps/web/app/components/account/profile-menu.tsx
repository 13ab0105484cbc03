import { signOut } from '../../lib/account.client';
import { localizePath } from '../../lib/locale';
import { useSessionStatus } from '../../lib/session/use-session';
import { useTranslation } from '../../lib/translation';
import { useLocale } from '../../lib/use-shell';
import { AppLink } from '../common/app-link';
import { usePanels } from '../panels/panels';

// Loaded when the signed-in customer first opens the account panel, with the API client.

/** spec-coverage 2.5.7, 4.3: the account panel of a signed-in customer. */
export function ProfileMenu() {
  const { t } = useTranslation();
  const { customer } = useSessionStatus();
  const { close } = usePanels();
  const locale = useLocale();
  const exit = async () => {
    await signOut();
    // spec-coverage 4.3: to the login page, reloaded, so nothing of the customer stays in memory.
    window.location.assign(localizePath('/login', locale));
  };
  return (
    <nav aria-label={t('account.menu')}>
      {customer?.email && (
        <p className="profile-menu-who">
          <span className="muted">{t('account.signedInAs')}</span> <strong>{customer.email}</strong>
        </p>
      )}
      <ul className="profile-menu">
        <li>
          <AppLink to="/profile#personal" prefetch={false} onClick={close}>
            {t('account.personal')}
          </AppLink>
        </li>
        <li>
          <AppLink to="/profile#orders" prefetch={false} onClick={close}>
            {t('account.orders')}
          </AppLink>
        </li>
        <li className="profile-menu-exit">
          <button type="button" onClick={() => void exit()}>
            {t('account.signOut')}
          </button>
        </li>
      </ul>
    </nav>
  );
}
