import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/translation';

const ACCEPTED_KEY = 'cookieNoticeAccepted';

function acceptedThisSession(): boolean {
  try {
    return sessionStorage.getItem(ACCEPTED_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * Shown until OK, for the browser session (spec-coverage 2.8.5, 9.10c); placed after hydration and fixed
 * to the bottom, so it never shifts the page or differs from the server HTML.
 */
export function CookieNotice() {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  useEffect(() => setVisible(!acceptedThisSession()), []);
  if (!visible) return null;
  const accept = () => {
    try {
      sessionStorage.setItem(ACCEPTED_KEY, '1');
    } catch {
      // Without storage the notice simply comes back on the next page.
    }
    setVisible(false);
  };
  return (
    <section className="cookie-notice" aria-label={t('cookie.label')} data-testid="cookie-notice">
      <p>{t('cookie.text')}</p>
      <button type="button" className="button" onClick={accept}>
        {t('cookie.ok')}
      </button>
    </section>
  );
}
