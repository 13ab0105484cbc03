import { hasStaffRole, type StaffRole } from '@kordon/contract';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useSyncExternalStore } from 'react';
import type { AdminApi } from '../api/admin-api';
import type { SessionStore } from '../auth/session-store';
import type { NoticeStore } from '../components/notices/notice-store';

/** What every screen reaches through context; made once in main.tsx, or by a test with a fetch stub. */
export type AdminServices = { api: AdminApi; session: SessionStore; notices: NoticeStore; queryClient: QueryClient };

const ServicesContext = createContext<AdminServices | null>(null);

export function AdminProviders({ services, children }: { services: AdminServices; children: ReactNode }) {
  return (
    <ServicesContext.Provider value={services}>
      <QueryClientProvider client={services.queryClient}>{children}</QueryClientProvider>
    </ServicesContext.Provider>
  );
}

export function useServices(): AdminServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices needs <AdminProviders>');
  return services;
}

export const useApi = () => useServices().api;

export function useSession() {
  const { session } = useServices();
  return useSyncExternalStore(session.subscribe, session.get);
}

/** The signed-in staff member; screens under the guard (auth/require-staff.tsx) always have one. */
export function useStaff() {
  const session = useSession();
  if (session.status !== 'signed-in') throw new Error('useStaff outside a signed-in screen');
  return session.staff;
}

/**
 * Whether the signed-in member's role reaches `least`: hides buttons the role could not use. The
 * server checks every call by itself; this only spares a click that would be refused.
 */
export function useCan(least: StaffRole) {
  const session = useSession();
  return session.status === 'signed-in' && hasStaffRole(session.staff.role, least);
}
