import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { localizePath } from '../../lib/locale';
import { useTranslation } from '../../lib/translation';
import { useLocale } from '../../lib/use-shell';
import { LogoMark } from '../header/logo';

/** The frame of the 500 page when the layout's own data could not be loaded. */
export function MinimalShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <>
      <header className="site-header">
        <div className="header-bar">
          <Link
            to={localizePath('/', locale)}
            reloadDocument
            className="logo"
            aria-label={t('a11y.home', { store: 'Kordon' })}
          >
            <LogoMark />
            <span className="logo-word" aria-hidden="true">
              KORDON
            </span>
          </Link>
        </div>
      </header>
      <main id="main" className="site-main">
        {children}
      </main>
    </>
  );
}
