import { createAdminApi } from '../api/admin-api';
import { createSessionStore } from '../auth/session-store';
import { createNoticeStore } from '../components/notices/notice-store';
import type { AdminServices } from './admin-context';
import { createAdminQueryClient } from './query-client';

/** The API client, session, notices and query cache of one browser tab (or one test, with its fetch stub). */
export function createAdminServices(options: { fetch?: typeof fetch } = {}): AdminServices {
  const session = createSessionStore();
  const notices = createNoticeStore();
  return {
    session,
    notices,
    api: createAdminApi({ session, fetch: options.fetch }),
    queryClient: createAdminQueryClient(notices),
  };
}
