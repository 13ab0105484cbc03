import { useLocation, useRouteLoaderData } from 'react-router';
import { unpack } from '../framework/packed';
import { type Locale, localeOf } from './locale';
import { type OpenShell, ROOT_ROUTE_ID, type ShellData } from './shell-data';

/** The layout's data (store context, menu …); only inside the normal shell, not the 500 page. */
export function useShell(): OpenShell {
  const data = useRouteLoaderData(ROOT_ROUTE_ID) as ShellData | undefined;
  if (!data) throw new Error('useShell is only available when the root loader succeeded');
  return openShell(data);
}

/**
 * Opened once per loaded layout data: a dozen components read it per render. Keyed by the data
 * object, so on the server each request's data has its own, and in the browser a revalidation too.
 */
const opened = new WeakMap<ShellData, OpenShell>();

function openShell(data: ShellData): OpenShell {
  let shell = opened.get(data);
  if (!shell) {
    const { menuJson, ...rest } = data;
    shell = { ...rest, menu: unpack(menuJson) };
    opened.set(data, shell);
  }
  return shell;
}

export function useLocale(): Locale {
  return localeOf(useLocation().pathname);
}
