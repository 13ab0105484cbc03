import type { RouteObject } from 'react-router';
import { Checking, RequireRole, RequireStaff } from '../auth/require-staff';
import { Shell } from '../layout/shell';
import { NotFoundScreen, ScreenError } from '../screens/not-found/not-found-screen';
import { type ScreenEntry, screens } from './screens';

/** A screen's route: its chunk loads on first visit, behind the role it needs. */
const screenRoute = (screen: ScreenEntry): RouteObject => ({
  ...(screen.path ? { path: screen.path } : { index: true }),
  lazy: async () => {
    const { default: Screen } = await screen.load();
    return {
      Component: () => (
        <RequireRole role={screen.role}>
          <Screen />
        </RequireRole>
      ),
    };
  },
});

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
