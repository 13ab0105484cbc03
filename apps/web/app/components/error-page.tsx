import { Link } from 'react-router';
import { localizePath } from '../lib/locale';
import { useTranslation } from '../lib/translation';
import { useLocale } from '../lib/use-shell';

/** A striped border barrier: the shop's cordon, closed. */
function Barrier() {
  return (
    <svg className="error-art" width="220" height="110" viewBox="0 0 220 110" aria-hidden="true" focusable="false">
      <rect x="20" y="40" width="180" height="22" rx="3" fill="#f07a2e" />
      {[0, 1, 2, 3, 4].map((i) => (
        <path key={i} d={`M${38 + i * 36} 40h14l-12 22h-14z`} fill="#1d2023" />
      ))}
      <rect x="28" y="62" width="8" height="40" fill="#55585e" />
      <rect x="184" y="62" width="8" height="40" fill="#55585e" />
      <rect x="16" y="100" width="32" height="6" rx="2" fill="#55585e" />
      <rect x="172" y="100" width="32" height="6" rx="2" fill="#55585e" />
    </svg>
  );
}

/**
 * spec-coverage 2.4.1, 2.4.2 error pages: the 404 texts for not found, the 500 ones for any other status,
 * which the page shows (spec-coverage 8.1); a button to the main page.
 */
export function ErrorPage({ status }: { status: number }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const notFound = status === 404;
  return (
    <div className="error-page" data-status={status}>
      <Barrier />
      <p className="error-code">{status}</p>
      <h1>{t(notFound ? 'errorPage404' : 'errorPage500')}</h1>
      <p>{t(notFound ? 'errorPage404Info' : 'errorPage500Info')}</p>
      {/* A full page load: after a server failure the client-side router may hold stale state. */}
      <Link className="button" to={localizePath('/', locale)} reloadDocument={!notFound}>
        {t('errorPageButton')}
      </Link>
    </div>
  );
}
