import { useEffect, useState } from 'react';
import { readCookie, writeCookie } from '../../lib/cookies';
import { useTranslation } from '../../lib/translation';

/** A session cookie, not sessionStorage: "for the browser session" includes the shopper's other tabs. */
export const COOKIE_NOTICE_COOKIE = 'cookie_notice';

/**
 * Shown until OK, for the browser session (spec-coverage 2.8.5, 9.10c); placed after hydration, after the
 * footer and sticky to the bottom (base.css), so it never shifts the page and never hides its end.
 */
export function CookieNotice() {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  useEffect(() => setVisible(readCookie(COOKIE_NOTICE_COOKIE) !== 'ok'), []);
  if (!visible) return null;
  const accept = () => {
    writeCookie(COOKIE_NOTICE_COOKIE, 'ok');
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
