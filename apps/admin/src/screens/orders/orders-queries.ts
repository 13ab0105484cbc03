import { type AdminOrderDetail, type AdminOrderFilters, type AdminOrderQuery, adminOrderCalls } from '@kordon/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../app/admin-context';

type ListQuery = Partial<Record<keyof AdminOrderQuery, string | number>>;

export function useOrderList(query: ListQuery) {
  const api = useApi();
  return useQuery({
    queryKey: [adminOrderCalls.list.id, query],
    queryFn: () => api.call(adminOrderCalls.list, { query: query as AdminOrderQuery }),
    placeholderData: keepPreviousData,
  });
}

export function useOrderTotals(filters: Partial<Record<keyof AdminOrderFilters, string>>) {
  const api = useApi();
  return useQuery({
    queryKey: [adminOrderCalls.totals.id, filters],
    queryFn: async () => (await api.call(adminOrderCalls.totals, { query: filters as AdminOrderFilters })).data,
    placeholderData: keepPreviousData,
  });
}

export function useOrderChoices() {
  const api = useApi();
  return useQuery({
    queryKey: [adminOrderCalls.choices.id],
    queryFn: async () => (await api.call(adminOrderCalls.choices)).data,
    staleTime: 5 * 60_000,
  });
}

const detailKey = (id: string) => [adminOrderCalls.detail.id, id];

export function useOrder(id: string) {
  const api = useApi();
  return useQuery({
    queryKey: detailKey(id),
    queryFn: async () => (await api.call(adminOrderCalls.detail, { params: { id } })).data,
  });
}

/**
 * A write on one order: its answer is the order as it is now, so the page shows it at once; the
 * lists and totals read again. `conflictInPlace`: a dialog shows the 409 itself.
 */
export function useOrderWrite<V>(id: string, write: (variables: V) => Promise<{ data: AdminOrderDetail }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    meta: { conflictInPlace: true },
    onSuccess: ({ data }) => {
      queryClient.setQueryData(detailKey(id), data);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: [adminOrderCalls.list.id] }),
        queryClient.invalidateQueries({ queryKey: [adminOrderCalls.totals.id] }),
      ]);
    },
  });
}

/** Reads the order again (after a 409: someone else changed it). */
export function useReloadOrder(id: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: detailKey(id) });
}
