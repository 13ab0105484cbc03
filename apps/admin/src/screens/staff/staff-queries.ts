import { adminStaffCalls, type StaffInvite, type StaffRole } from '@kordon/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useServices } from '../../app/admin-context';

const STAFF_KEY = [adminStaffCalls.list.id];

export function useStaffList() {
  const { api } = useServices();
  return useQuery({ queryKey: STAFF_KEY, queryFn: async () => (await api.call(adminStaffCalls.list)).data });
}

/** Every write here changes the list; a change to the member's own role changes what this session may do. */
function useStaffWrite<V, R>(write: (variables: V) => Promise<R>, options: { conflictInPlace?: boolean } = {}) {
  const { api, session } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    meta: { conflictInPlace: options.conflictInPlace },
    onSuccess: async (_data, variables) => {
      // A new role (or none, once removed): a fresh token says what this session may do now.
      const self = session.get();
      const id = (variables as { id?: string }).id;
      if (self.status === 'signed-in' && id === self.staff.id) await api.refresh().catch(() => undefined);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: STAFF_KEY }),
  });
}

export function useChangeRole() {
  const { api } = useServices();
  // The version the row was read at: if someone changed the member since, the server answers 409.
  return useStaffWrite(({ id, role, version }: { id: string; role: StaffRole; version: number }) =>
    api.call(adminStaffCalls.update, { params: { id }, body: { role, version } }),
  );
}

/** The confirm dialog shows a refusal (the last owner) itself. */
export function useRemoveStaff() {
  const { api } = useServices();
  return useStaffWrite(({ id }: { id: string }) => api.call(adminStaffCalls.remove, { params: { id } }), {
    conflictInPlace: true,
  });
}

/** The invite dialog shows a taken address itself. */
export function useInviteStaff() {
  const { api } = useServices();
  return useStaffWrite(async (body: StaffInvite) => (await api.call(adminStaffCalls.invite, { body })).data, {
    conflictInPlace: true,
  });
}
