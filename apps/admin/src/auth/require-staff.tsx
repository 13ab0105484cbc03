import type { StaffRole } from '@kordon/contract';
import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useCan, useSession } from '../app/admin-context';

/** While the refresh cookie is tried on load: a quiet frame rather than the sign-in page flashing by. */
export function Checking() {
  return (
    <div className="checking" role="status">
      Opening the back office…
    </div>
  );
}

/** Signed-in screens: anyone else goes to the sign-in page, and comes back here after it. */
export function RequireStaff() {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'checking') return <Checking />;
  if (session.status === 'signed-out') {
    const back = location.pathname === '/' ? '' : `?next=${encodeURIComponent(location.pathname + location.search)}`;
    return <Navigate to={`/login${back}`} replace />;
  }
  return <Outlet />;
}

/** A screen for a higher role than the member's says so instead of showing calls that would be refused. */
export function RequireRole({ role, children }: { role: StaffRole; children: ReactNode }) {
  if (useCan(role)) return children;
  return (
    <section className="panel" role="alert">
      <h1>Not for your role</h1>
      <p>This screen is for the shop’s {role}s. Ask an owner if you need it.</p>
    </section>
  );
}
