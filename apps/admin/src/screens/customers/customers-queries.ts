import { adminCustomerCalls } from '@kordon/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../app/admin-context';

const CUSTOMERS_KEY = [adminCustomerCalls.list.id];
const CUSTOMER_KEY = [adminCustomerCalls.get.id];

export function useCustomerList(query: Record<string, string | number | undefined>) {
  const api = useApi();
  return useQuery({
    queryKey: [...CUSTOMERS_KEY, query],
    queryFn: () => api.call(adminCustomerCalls.list, { query }),
    placeholderData: keepPreviousData,
  });
}

export function useCustomer(id: string) {
  const api = useApi();
  return useQuery({
    queryKey: [...CUSTOMER_KEY, id],
    queryFn: async () => (await api.call(adminCustomerCalls.get, { params: { id } })).data,
  });
}

/** Irreversible: the confirm dialog shows a refusal itself. */
export function useAnonymiseCustomer() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => (await api.call(adminCustomerCalls.anonymise, { params: { id } })).data,
    meta: { conflictInPlace: true },
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: CUSTOMER_KEY });
      await queryClient.invalidateQueries({ queryKey: CUSTOMERS_KEY });
    },
  });
}
