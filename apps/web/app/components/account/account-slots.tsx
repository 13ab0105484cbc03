import { useTranslation } from 'react-i18next';
import { AppLink } from '../common/app-link';
import { UserIcon } from '../common/icons';

/**
 * Slots of the sign-in issue. Anonymous visitors see the sign-in link; the session work replaces
 * it with the customer's name, and fills the profile menu (fixed entries plus exit, spec §2).
 */
export function LoginSlot() {
  const { t } = useTranslation();
  return (
    <AppLink to="/login" className="header-button login-link" prefetch={false}>
      <UserIcon size={22} />
      <span className="login-label">{t('header.signIn')}</span>
    </AppLink>
  );
}

/** Mobile profile menu of a signed-in customer; nothing for an anonymous visitor. */
export function ProfileMenuSlot() {
  return null;
}
