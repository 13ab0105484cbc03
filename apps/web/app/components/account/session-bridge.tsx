import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { localizePath } from '../../lib/locale';
import { onSessionGone, rememberStoreId } from '../../lib/session/page-session';
import { useLocale, useShell } from '../../lib/use-shell';

type GoneState = { sessionGone?: boolean } | null;

/** Connects the session machine to the page: the store to sign in to, and where 455 leads. */
export function SessionBridge() {
  const { context } = useShell();
  const navigate = useNavigate();
  const locale = useLocale();
  useEffect(() => rememberStoreId(context.storeId), [context.storeId]);
  // spec-coverage 8.4 (455): stored data is already cleared; to the root, which shows 404 (useSessionGone).
  useEffect(
    () =>
      onSessionGone(() => navigate(localizePath('/', locale), { state: { sessionGone: true } satisfies GoneState })),
    [navigate, locale],
  );
  return null;
}

/** True on the history entry a 455 led to; the next navigation shows pages again. */
export function useSessionGone(): boolean {
  return (useLocation().state as GoneState)?.sessionGone === true;
}
