import { adminCouponCalls, type CouponCreate, type CouponListQuery, type CouponUpdate } from '@kordon/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../app/admin-context';

const LIST_KEY = adminCouponCalls.list.id;
const DETAIL_KEY = adminCouponCalls.get.id;

export function useCouponList(query: Partial<CouponListQuery>) {
  const api = useApi();
  return useQuery({
    queryKey: [LIST_KEY, query],
    queryFn: () => api.call(adminCouponCalls.list, { query }),
    placeholderData: keepPreviousData,
  });
}

export function useCouponDetail(id: number, enabled: boolean) {
  const api = useApi();
  return useQuery({
    queryKey: [DETAIL_KEY, id],
    queryFn: async () => (await api.call(adminCouponCalls.get, { params: { id } })).data,
    enabled,
  });
}

/** Every write changes the list (and the coupon's page): both are read again once it settles. */
function useCouponWrite<V, R>(write: (variables: V) => Promise<R>, conflictInPlace = false) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    meta: { conflictInPlace },
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: [LIST_KEY] });
      await queryClient.invalidateQueries({ queryKey: [DETAIL_KEY] });
    },
  });
}

export function useCreateCoupon() {
  const api = useApi();
  return useCouponWrite(async (body: CouponCreate) => (await api.call(adminCouponCalls.create, { body })).data);
}

export function useUpdateCoupon() {
  const api = useApi();
  return useCouponWrite(
    async ({ id, body }: { id: number; body: CouponUpdate }) =>
      (await api.call(adminCouponCalls.update, { params: { id }, body })).data,
  );
}

/** The confirm dialog shows the refusal (orders used it) itself. */
export function useDeleteCoupon() {
  const api = useApi();
  return useCouponWrite((id: number) => api.call(adminCouponCalls.remove, { params: { id } }), true);
}
