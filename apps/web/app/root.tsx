import {
  type Announcement,
  contentCalls,
  isUnprefixedPath,
  type MenuItem,
  pageLocaleOf,
  storeCalls,
} from '@kordon/contract';
import { isbot } from 'isbot';
import type { ReactNode } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  redirect,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useLocation,
  useRouteError,
  useRouteLoaderData,
} from 'react-router';
import type { Route } from './+types/root';
import { Shell } from './components/layout/shell';
import { LazyErrorPage, LazyMinimalShell } from './components/lazy-error-page';
import { pack } from './framework/packed';
import { createApi, failPageLoad, fallbackOnApiError } from './lib/api.server';
import { readableTextOn } from './lib/contrast';
import { translatorFor } from './lib/i18n';
import { defaultLocale, isLocale, localeOf, localizePath, pathInLocale, splitLocale } from './lib/locale';
import { catalogueJsonOf } from './lib/messages.server';
import { ROOT_ROUTE_ID, type ShellData } from './lib/shell-data';
import { MessagesBlock, TranslationProvider, usePageMessages } from './lib/translation';
import './styles/base.css';

export const links: Route.LinksFunction = () => [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }];

/** Only shown when the layout itself failed to load (the shop cannot answer): the 500 page. */
export function meta({ location }: Route.MetaArgs) {
  const t = translatorFor(localeOf(location.pathname));
  return [{ title: `${t('errorPage500')} — Kordon` }, { name: 'robots', content: 'noindex' }];
}

// Prices follow the currency cookie and '/' follows the language preference.
export const headers: Route.HeadersFunction = () => ({ Vary: 'Cookie, Accept-Language' });

export async function loader({ request, context }: Route.LoaderArgs): Promise<ShellData> {
  const url = new URL(request.url);
  redirectToPreferredLocale(request, url);
  const api = createApi(context, request);
  const [storeContext, menu, announcements] = await Promise.all([
    api.call(storeCalls.context).catch(failPageLoad),
    api.call(contentCalls.menu).catch(fallbackOnApiError<MenuItem[]>([])),
    api.call(contentCalls.announcements).catch(fallbackOnApiError<Announcement[]>([])),
  ]);
  const locale = splitLocale(url.pathname).locale;
  // spec-coverage 4.11c: when the server answers in another language than the URL's, go to that language's page.
  if (storeContext.localizationServer !== locale && isLocale(storeContext.localizationServer)) {
    throw redirect(pathInLocale(url, storeContext.localizationServer));
  }
  return {
    locale,
    // Only this language's texts reach the browser; a language switch reloads this data.
    messagesJson: catalogueJsonOf(locale),
    context: storeContext,
    menuJson: pack(menu),
    // The strip's text colour is worked out here, so the contrast rule stays out of the browser's code.
    announcements: announcements.map((item) => ({ ...item, textColor: readableTextOn(item.background_color) })),
    siteUrl: context.siteUrl ?? url.origin,
  };
}

/**
 * spec-coverage 4.12a locale choice for a page without a prefix, made as the page cache keys it (contract
 * page-request.ts); crawlers always get the page they asked for.
 */
function redirectToPreferredLocale(request: Request, url: URL) {
  if (!isUnprefixedPath(url.pathname) || isbot(request.headers.get('user-agent'))) return;
  const preferred = pageLocaleOf(request.headers.get('cookie'), request.headers.get('accept-language'));
  if (preferred !== defaultLocale) throw redirect(localizePath(url.pathname, preferred) + url.search);
}

/** The layout data changes only with the language, the currency (revalidate) or after an action. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod !== 'GET') return defaultShouldRevalidate;
  if (localeOf(currentUrl.pathname) !== localeOf(nextUrl.pathname)) return true;
  if (currentUrl.pathname === nextUrl.pathname && currentUrl.search === nextUrl.search) return defaultShouldRevalidate;
  return false;
}

export function Layout({ children }: { children: ReactNode }) {
  const locale = localeOf(useLocation().pathname);
  const shell = useRouteLoaderData(ROOT_ROUTE_ID) as ShellData | undefined;
  // Registered under the language they are in: a failed language switch keeps the previous data.
  const messages = usePageMessages(shell?.locale ?? locale, shell?.messagesJson);
  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1d2023" />
        <Meta />
        <Links />
      </head>
      <body>
        <TranslationProvider locale={locale} messages={messages}>
          {children}
        </TranslationProvider>
        {!shell && <MessagesBlock messages={messages} />}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  return (
    <Shell data={loaderData}>
      <Outlet />
    </Shell>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) && error.status >= 400 ? error.status : 500;
  return (
    <LazyMinimalShell>
      <LazyErrorPage status={status} />
    </LazyMinimalShell>
  );
}
