import { useLocation, useRouteLoaderData } from 'react-router';
import { type Locale, localeOf } from './locale';
import { ROOT_ROUTE_ID, type ShellData } from './shell-data';

/** The layout's data (store context, menu …); only inside the normal shell, not the 500 page. */
export function useShell(): ShellData {
  const data = useRouteLoaderData(ROOT_ROUTE_ID) as ShellData | undefined;
  if (!data) throw new Error('useShell is only available when the root loader succeeded');
  return data;
}

export function useLocale(): Locale {
  return localeOf(useLocation().pathname);
}
