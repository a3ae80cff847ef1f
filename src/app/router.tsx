import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import { RootLayout } from './layout/root-layout';
import { RouteErrorScreen } from './layout/route-error-screen';

/** A route whose code is fetched on first visit; route modules default-export their screen. */
const lazyRoute = (load: () => Promise<{ default: ComponentType }>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

/** Every route of docs/product.md §3.1. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorScreen />,
    children: [
      {
        errorElement: <RouteErrorScreen />,
        children: [
          { path: paths.home, ...lazyRoute(() => import('./routes/home')) },
          { path: paths.login, ...lazyRoute(() => import('./routes/login')) },
          { path: paths.signup, ...lazyRoute(() => import('./routes/signup')) },
          { path: paths.forgotPassword, ...lazyRoute(() => import('./routes/forgot-password')) },
          { path: paths.resetPassword, ...lazyRoute(() => import('./routes/reset-password')) },
          { path: paths.privacy, ...lazyRoute(() => import('./routes/privacy')) },

          { path: paths.aiSettings, ...lazyRoute(() => import('./routes/ai-settings')) },
          {
            // The guard comes with the first guarded page: `/` does not need it.
            lazy: async () => ({
              Component: (await import('./layout/require-session')).RequireSession,
            }),
            children: [
              { path: paths.dashboard, ...lazyRoute(() => import('./routes/dashboard')) },
              { path: paths.ideas, ...lazyRoute(() => import('./routes/ideas')) },
              { path: paths.ideaPattern, ...lazyRoute(() => import('./routes/idea')) },
            ],
          },
          { path: '*', ...lazyRoute(() => import('./routes/not-found')) },
        ],
      },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
export type AppRouter = ReturnType<typeof createAppRouter>;

/** Resolves once the router has loaded the first route's code (its routes are lazy). */
export const routerReady = (router: AppRouter): Promise<void> =>
  new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
