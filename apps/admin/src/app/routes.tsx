import type { RouteObject } from 'react-router';
import { Checking, RequireRole, RequireStaff } from '../auth/require-staff';
import { Shell } from '../layout/shell';
import { NotFoundScreen, ScreenError } from '../screens/not-found/not-found-screen';
import { type ScreenEntry, screens } from './screens';

/** A screen's chunk, loaded on first visit, behind the role it needs. */
const lazyScreen = (role: ScreenEntry['role'], load: ScreenEntry['load']) => async () => {
  const { default: Screen } = await load();
  return {
    Component: () => (
      <RequireRole role={role}>
        <Screen />
      </RequireRole>
    ),
  };
};

/** A screen's route, and its item page's when it has one. */
const screenRoutes = (screen: ScreenEntry): RouteObject[] => [
  { ...(screen.path ? { path: screen.path } : { index: true }), lazy: lazyScreen(screen.role, screen.load) },
  ...(screen.detail ? [{ path: `${screen.path}/:id`, lazy: lazyScreen(screen.role, screen.detail) }] : []),
];

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
                children: [...screens.flatMap(screenRoutes), { path: '*', Component: NotFoundScreen }],
              },
            ],
          },
        ],
      },
    ],
  },
];
