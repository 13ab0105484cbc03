import { type ReactNode, Suspense, useEffect } from 'react';
import { rememberSettings } from '../../lib/settings';
import type { ShellData } from '../../lib/shell-data';
import { SessionBridge, useErrorPageStatus } from '../account/session-bridge';
import { SiteFooter } from '../footer/footer-slot';
import { SiteHeader } from '../header/site-header';
import { LazyErrorPage } from '../lazy-error-page';
import { PanelsProvider } from '../panels/panels';
import { AnnouncementStrip } from './announcement-strip';
import { CookieNotice } from './cookie-notice';
import { NavigationProgress } from './navigation-progress';
import { OfflineBanner } from './offline-banner';
import { SkipLink } from './skip-link';

/** spec-coverage 1.8 shared layout: header, announcement strip, page, footer, cookie notice. */
export function Shell({ data, children }: { data: ShellData; children: ReactNode }) {
  // Browser calls send what the page was rendered in (spec-coverage 7.0e, 7.0f X-App-Language / X-App-Currency).
  useEffect(() => rememberSettings(data.locale, data.context.currency.code), [data.locale, data.context.currency.code]);
  const errorStatus = useErrorPageStatus();
  return (
    <PanelsProvider>
      <SessionBridge />
      <NavigationProgress />
      <SkipLink />
      {/* Each boundary hydrates in a pass of its own, so no single task hydrates the whole page (issue 9, TBT). */}
      <Suspense fallback={null}>
        <SiteHeader />
      </Suspense>
      <AnnouncementStrip items={data.announcements} />
      <OfflineBanner />
      <main id="main" tabIndex={-1} className="site-main">
        {errorStatus ? (
          <Suspense fallback={null}>
            <LazyErrorPage status={errorStatus} />
          </Suspense>
        ) : (
          <Suspense fallback={null}>{children}</Suspense>
        )}
      </main>
      <Suspense fallback={null}>
        <SiteFooter />
      </Suspense>
      <CookieNotice />
    </PanelsProvider>
  );
}
