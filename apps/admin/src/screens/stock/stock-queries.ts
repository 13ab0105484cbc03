import {
  adminStockCalls,
  type StockBulkApply,
  type StockBulkChange,
  type StockListQuery,
  type VariationUpdate,
} from '@kordon/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../app/admin-context';

const LIST_KEY = adminStockCalls.list.id;

export function useStockList(query: Partial<StockListQuery>) {
  const api = useApi();
  return useQuery({
    queryKey: [LIST_KEY, query],
    queryFn: () => api.call(adminStockCalls.list, { query }),
    placeholderData: keepPreviousData,
  });
}

/** Every write changes rows of the list: it is read again once the write settles. */
function useStockWrite<V, R>(write: (variables: V) => Promise<R>, conflictInPlace = false) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    meta: { conflictInPlace },
    onSettled: () => queryClient.invalidateQueries({ queryKey: [LIST_KEY] }),
  });
}

export function useUpdateVariation() {
  const api = useApi();
  return useStockWrite(
    async ({ id, body }: { id: number; body: VariationUpdate }) =>
      (await api.call(adminStockCalls.update, { params: { id }, body })).data,
  );
}

export function usePreviewBulk() {
  const api = useApi();
  return useMutation({
    mutationFn: async (body: StockBulkChange) => (await api.call(adminStockCalls.previewBulk, { body })).data,
  });
}

/** The bulk bar shows a moved selection (422) itself. */
export function useApplyBulk() {
  const api = useApi();
  return useStockWrite(
    async (body: StockBulkApply) => (await api.call(adminStockCalls.applyBulk, { body })).data,
    true,
  );
}
