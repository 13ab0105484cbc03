import { contentCalls } from '@kordon/contract';
import { data, isRouteErrorResponse, Outlet, type ShouldRevalidateFunctionArgs, useRouteError } from 'react-router';
import { LazyErrorPage } from '../components/lazy-error-page';
import { isPathAllowed } from '../lib/access-guard';
import { ApiError, createApi, fallbackOnApiError } from '../lib/api.server';
import { translatorFor } from '../lib/i18n';
import { canonicalPathOf } from '../lib/legacy-paths';
import { localeOf } from '../lib/locale';
import { pageMeta } from '../lib/seo';
import type { FrameData } from '../lib/shell-data';
import type { Route } from './+types/page-frame';

/** Used by pages without their own meta, and by the 404/500 page rendered here. */
export function meta({ error, matches, location }: Route.MetaArgs) {
  if (error === undefined) return pageMeta({ matches, location }, {});
  const t = translatorFor(localeOf(location.pathname));
  const title = t(statusOf(error) === 404 ? 'errorPage404' : 'errorPage500');
  return pageMeta({ matches, location }, { title, noindex: true });
}

/** The access guard of spec-coverage 2.3.1, 2.3.2, 2.3.3, and the SEO look-up of the path (spec-coverage 7.2.31). */
export async function loader({ request, context }: Route.LoaderArgs): Promise<FrameData> {
  const { pathname } = new URL(request.url);
  if (!isPathAllowed(pathname)) throw data(null, { status: 404 });
  const api = createApi(context, request);
  const canonicalPath = canonicalPathOf(pathname);
  const seo = await api
    .call(contentCalls.seo, { query: { path: canonicalPath } })
    .catch((error: unknown) =>
      error instanceof ApiError && error.isNotFound ? null : fallbackOnApiError(null)(error),
    );
  return { seo, canonicalPath };
}

export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname !== nextUrl.pathname || defaultShouldRevalidate;
}

export default function PageFrame() {
  return <Outlet />;
}

/** spec-coverage 8.1: the status a loader failed with (failPageLoad); 500 for a thrown error. */
const statusOf = (error: unknown) => (isRouteErrorResponse(error) && error.status >= 400 ? error.status : 500);

/** The error page inside the shop's header and footer. */
export function ErrorBoundary() {
  return <LazyErrorPage status={statusOf(useRouteError())} />;
}
