import type { StaffMember, StaffRole } from '@kordon/contract';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AdminProviders } from '../app/admin-context';
import { routes } from '../app/routes';
import { createAdminServices } from '../app/services';

export const staffMember = (role: StaffRole = 'owner', overrides: Partial<StaffMember> = {}): StaffMember => ({
  id: '00000000-0000-4000-8000-000000000001',
  email: `${role}@kordon.test`,
  name: `Olga ${role}`,
  role,
  created_at: '2026-11-01T09:00:00.000Z',
  last_sign_in_at: '2026-11-28T18:00:00.000Z',
  version: 1,
  ...overrides,
});

/**
 * The whole back office (its real routes and providers) at `path`, over a fetch stub. `staff` signs a
 * member in as if the refresh cookie had worked; `null` starts signed out.
 */
export function renderAdmin(path: string, fetch: typeof globalThis.fetch, staff: StaffMember | null) {
  const services = createAdminServices({ fetch });
  if (staff) services.api.start({ token: 'token-1', expires_in_seconds: 900, staff });
  else services.session.set({ status: 'signed-out' });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const user = userEvent.setup();
  const view = render(
    <AdminProviders services={services}>
      <RouterProvider router={router} />
    </AdminProviders>,
  );
  const location = () => router.state.location.pathname + router.state.location.search;
  return { ...view, services, router, user, location };
}
