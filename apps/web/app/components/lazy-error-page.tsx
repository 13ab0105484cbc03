import { lazy } from 'react';

// Most pages never show an error page, so its code loads when one is shown (issue 9). No <Suspense>
// of its own: the server sends the page whole, and hydration or the navigation waits for the code.
export const LazyErrorPage = lazy(async () => ({ default: (await import('./error-page')).ErrorPage }));
export const LazyMinimalShell = lazy(async () => ({
  default: (await import('./layout/minimal-shell')).MinimalShell,
}));
