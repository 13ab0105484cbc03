import { useMemo } from 'react';
import { useLocation, useRouteLoaderData } from 'react-router';
import { type Locale, localeOf } from './locale';
import { unpack } from './packed';
import { type OpenShell, ROOT_ROUTE_ID, type ShellData } from './shell-data';

/** The layout's data (store context, menu …); only inside the normal shell, not the 500 page. */
export function useShell(): OpenShell {
  const data = useRouteLoaderData(ROOT_ROUTE_ID) as ShellData | undefined;
  if (!data) throw new Error('useShell is only available when the root loader succeeded');
  return useMemo(() => openShell(data), [data]);
}

export function openShell({ menuJson, ...rest }: ShellData): OpenShell {
  return { ...rest, menu: unpack(menuJson) };
}

export function useLocale(): Locale {
  return localeOf(useLocation().pathname);
}
