import { adminReviewCalls } from '@kordon/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../app/admin-context';

const REVIEWS_KEY = [adminReviewCalls.list.id];

type QueueQuery = Record<string, string | number | undefined>;

export function useReviewQueue(query: QueueQuery) {
  const api = useApi();
  return useQuery({
    queryKey: [...REVIEWS_KEY, query],
    queryFn: () => api.call(adminReviewCalls.list, { query }),
    placeholderData: keepPreviousData,
  });
}

/** Every decision moves the review out of the list it was in: the lists are read again. */
function useReviewWrite<V, R>(write: (variables: V) => Promise<R>, options: { conflictInPlace?: boolean } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    meta: { conflictInPlace: options.conflictInPlace },
    onSettled: () => queryClient.invalidateQueries({ queryKey: REVIEWS_KEY }),
  });
}

export function useApproveReview() {
  const api = useApi();
  // The version the review was read at: a decision taken by someone else since answers 409 (the banner).
  return useReviewWrite(async ({ id, version }: { id: number; version: number }) =>
    api.call(adminReviewCalls.approve, { params: { id }, body: { version } }),
  );
}

/** The reject dialog shows a refusal itself. */
export function useRejectReview() {
  const api = useApi();
  return useReviewWrite(
    async ({ id, reason, version }: { id: number; reason: string; version: number }) =>
      api.call(adminReviewCalls.reject, { params: { id }, body: { reason, version } }),
    { conflictInPlace: true },
  );
}

export function useDeleteReview() {
  const api = useApi();
  return useReviewWrite(async ({ id }: { id: number }) => api.call(adminReviewCalls.remove, { params: { id } }), {
    conflictInPlace: true,
  });
}
