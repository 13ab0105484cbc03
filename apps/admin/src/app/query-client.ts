import { MutationCache, QueryClient } from '@tanstack/react-query';
import { AdminApiError } from '../api/api-error';
import { CONFLICT_MESSAGE, type NoticeStore } from '../components/notices/notice-store';

declare module '@tanstack/react-query' {
  interface Register {
    defaultError: unknown;
    /** `conflictInPlace`: the screen shows a 409 itself (a form in a dialog), so no banner. */
    mutationMeta: { conflictInPlace?: boolean };
  }
}

/** Worth another try: no answer, or the server was busy or restarting. A 4xx will answer the same again. */
const isTransient = (error: unknown) =>
  error instanceof AdminApiError && (error.status === 0 || error.status === 503 || error.status === 502);

/**
 * Server state for every screen. Any write that answers 409 (a stale edit: someone changed the object
 * since it was read) puts the conflict banner up, with the server's own words beneath.
 */
export function createAdminQueryClient(notices: NoticeStore) {
  return new QueryClient({
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (error instanceof AdminApiError && error.isConflict && !mutation.meta?.conflictInPlace) {
          notices.show({ kind: 'conflict', message: CONFLICT_MESSAGE, detail: error.message });
        }
      },
    }),
    defaultOptions: {
      queries: { retry: (failures, error) => failures < 2 && isTransient(error), staleTime: 10_000 },
      mutations: { retry: false },
    },
  });
}
