import type { RouteObject } from 'react-router';
import { Checking, RequireRole, RequireStaff } from '../auth/require-staff';
import { Shell } from '../layout/shell';
import { NotFoundScreen, ScreenError } from '../screens/not-found/not-found-screen';
import { type ScreenEntry, screens } from './screens';

/** A page's chunk, loaded on first visit, behind the role it needs. */
const lazyPage = (role: ScreenEntry['role'], load: ScreenEntry['load']) => async () => {
  const { default: Screen } = await load();
  return {
    Component: () => (
      <RequireRole role={role}>
        <Screen />
      </RequireRole>
    ),
  };
};

/** A screen's route, with the pages below it (a detail) as its children. */
const screenRoute = (screen: ScreenEntry): RouteObject => {
  const own = { lazy: lazyPage(screen.role, screen.load) };
  if (!screen.children?.length) return { ...(screen.path ? { path: screen.path } : { index: true }), ...own };
  return {
    path: screen.path,
    children: [
      { index: true, ...own },
      ...screen.children.map((child) => ({ path: child.path, lazy: lazyPage(screen.role, child.load) })),
    ],
  };
};

/** Paths are below the router's basename, /admin (the server answers the page for all of them). */
export const routes: RouteObject[] = [
  {
    HydrateFallback: Checking,
    ErrorBoundary: ScreenError,
    children: [
      { path: 'login', lazy: async () => ({ Component: (await import('../screens/login/login-screen')).default }) },
      {
        Component: RequireStaff,
        children: [
          {
            Component: Shell,
            children: [
              // A screen that fails (its chunk gone after a deploy) keeps the frame around it.
              {
                ErrorBoundary: ScreenError,
                children: [...screens.map(screenRoute), { path: '*', Component: NotFoundScreen }],
              },
            ],
          },
        ],
      },
    ],
  },
];
