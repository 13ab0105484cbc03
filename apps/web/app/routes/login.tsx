import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { LOGIN_PAGE_FORM } from '../components/account/account-slots';
import { LazyLoginForm } from '../components/account/lazy-login-form';
import { FixedPage, fixedPageMeta } from '../components/common/fixed-page';
import { CartIcon, MailIcon, PinIcon } from '../components/common/icons';
import { localizePath } from '../lib/locale';
import { useSessionStatus } from '../lib/session/use-session';
import { useTranslation } from '../lib/translation';
import { useLocale } from '../lib/use-shell';

export const meta = fixedPageMeta('login', { noindex: true });

/** spec-coverage 2.2.2 /login: e-mail, then code. A signed-in shopper (just now, or coming back) goes to the profile. */
export default function LoginPage() {
  const { t } = useTranslation();
  const { signedIn } = useSessionStatus();
  const navigate = useNavigate();
  const locale = useLocale();
  useEffect(() => {
    if (signedIn) navigate(localizePath('/profile', locale), { replace: true });
  }, [signedIn, navigate, locale]);
  return (
    <FixedPage pageKey="login" lead={t('login.intro')}>
      <div className="login-layout">
        <div className="login-card">
          <LazyLoginForm idPrefix={LOGIN_PAGE_FORM} />
        </div>
        <section className="login-benefits" aria-label={t('login.benefits.label')}>
          <ul>
            <li>
              <CartIcon />
              <p>
                <strong>{t('login.benefits.orders')}</strong> {t('login.benefits.ordersText')}
              </p>
            </li>
            <li>
              <PinIcon />
              <p>
                <strong>{t('login.benefits.addresses')}</strong> {t('login.benefits.addressesText')}
              </p>
            </li>
            <li>
              <MailIcon />
              <p>
                <strong>{t('login.benefits.password')}</strong> {t('login.benefits.passwordText')}
              </p>
            </li>
          </ul>
        </section>
      </div>
    </FixedPage>
  );
}
