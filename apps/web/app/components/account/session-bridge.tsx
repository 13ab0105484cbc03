import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { localizePath } from '../../lib/locale';
import { onErrorPage, rememberStoreId } from '../../lib/session/page-session';
import { useLocale, useShell } from '../../lib/use-shell';

type ErrorState = { errorStatus?: number } | null;

/** Connects the session machine to the page: the store to sign in to. */
export function SessionBridge() {
  const { context } = useShell();
  useEffect(() => rememberStoreId(context.storeId), [context.storeId]);
  return null;
}

/**
 * spec-coverage 8.1, 8.4: the status of the error page the shell shows instead of the page, or null; a
 * browser call's failure shows it until the next navigation.
 */
export function useErrorPageStatus(): number | null {
  const navigate = useNavigate();
  const locale = useLocale();
  const location = useLocation();
  const [inPlace, setInPlace] = useState<{ status: number; key: string } | null>(null);
  useEffect(
    () =>
      onErrorPage((status, toRoot) => {
        if (toRoot) navigate(localizePath('/', locale), { state: { errorStatus: status } satisfies ErrorState });
        else setInPlace({ status, key: location.key });
      }),
    [navigate, locale, location.key],
  );
  const atRoot = (location.state as ErrorState)?.errorStatus;
  return atRoot ?? (inPlace?.key === location.key ? inPlace.status : null);
}
