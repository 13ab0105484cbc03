import { useEffect } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { useServices } from '../app/admin-context';
import { NoticeBanner } from '../components/notices/notice-banner';
import { MobileMenu } from './mobile-menu';
import { Navigation } from './navigation';
import { UserMenu } from './user-menu';
import './shell.css';

/** The frame of every signed-in screen: dark header and sidebar, the screen beside them. */
export function Shell() {
  const { notices } = useServices();
  const { pathname } = useLocation();
  // A message belongs to the screen it was raised on.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each change of screen.
  useEffect(() => notices.dismiss(), [pathname, notices]);
  return (
    <div className="shell">
      <a className="skip-link" href="#screen">
        Skip to content
      </a>
      <header className="topbar">
        <MobileMenu />
        <Link to="/" className="brand">
          <span className="brand-mark" aria-hidden="true">
            K
          </span>
          Kordon <span className="brand-sub">back office</span>
        </Link>
        <UserMenu />
      </header>
      <aside className="sidebar">
        <Navigation />
      </aside>
      <main id="screen" className="screen" tabIndex={-1}>
        <NoticeBanner />
        <Outlet />
      </main>
    </div>
  );
}
