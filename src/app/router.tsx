import { lazy, type ComponentType } from 'react';
import { matchRoutes, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import { RootLayout } from './layout/root-layout';
import { RouteErrorBoundary } from './layout/route-error-boundary';

type ScreenModule = { default: ComponentType };

/** What fetches each lazy route's code, so that a route can be made ready before it renders. */
const loaders = new WeakMap<RouteObject, () => Promise<unknown>>();

/**
 * A route whose screen's code is fetched on first render, or before it by `routeReady`. Once the
 * code is here the screen renders at once: a thenable that is already resolved lets React's `lazy`
 * return it in the same render (a Promise would suspend it once more), which is what a prerendered
 * page needs to be hydrated as it stands and what the prerender needs to render it whole.
 */
function lazyRoute(load: () => Promise<ScreenModule>, route: RouteObject = {}): RouteObject {
  let loaded: ScreenModule | undefined;
  const fetchScreen = () =>
    load().then((module) => {
      loaded = module;
      return module;
    });
  // React's `lazy` takes any thenable (react.dev/reference/react/lazy); its types ask for a Promise.
  const Screen = lazy(() =>
    loaded
      ? ({
          then: (resolve: (module: ScreenModule) => void) => resolve(loaded!),
        } as unknown as Promise<ScreenModule>)
      : fetchScreen(),
  );
  const lazyRouteObject: RouteObject = { ...route, element: <Screen /> } as RouteObject;
  loaders.set(lazyRouteObject, fetchScreen);
  return lazyRouteObject;
}

/** Every route of docs/product.md §3.1. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      lazyRoute(() => import('./routes/home'), { path: paths.home }),
      lazyRoute(() => import('./routes/login'), { path: paths.login }),
      lazyRoute(() => import('./routes/signup'), { path: paths.signup }),
      lazyRoute(() => import('./routes/forgot-password'), { path: paths.forgotPassword }),
      lazyRoute(() => import('./routes/reset-password'), { path: paths.resetPassword }),
      lazyRoute(() => import('./routes/privacy'), { path: paths.privacy }),
      lazyRoute(() => import('./routes/shared'), { path: paths.shared }),
      lazyRoute(() => import('./routes/ai-settings'), { path: paths.aiSettings }),
      // The guard comes with the first guarded page: `/` does not need it.
      lazyRoute(
        () =>
          import('./layout/require-session').then(({ RequireSession }) => ({
            default: RequireSession,
          })),
        {
          children: [
            lazyRoute(() => import('./routes/dashboard'), { path: paths.dashboard }),
            lazyRoute(() => import('./routes/ideas'), { path: paths.ideas }),
            lazyRoute(() => import('./routes/idea'), { path: paths.ideaPattern }),
          ],
        },
      ),
      lazyRoute(() => import('./routes/not-found'), { path: '*' }),
    ],
  },
];

/**
 * Resolves once the code of every route `pathname` renders has arrived, so that the first render
 * is the page itself (src/main.tsx, the prerender). Rejects when a fetch failed.
 */
export const routeReady = async (
  pathname: string,
  table: RouteObject[] = routes,
): Promise<void> => {
  const matched = matchRoutes(table, pathname) ?? [];
  await Promise.all(matched.map(({ route }) => loaders.get(route)?.()));
};

/**
 * The route table rendered for the current location. An error thrown while rendering the root
 * layout itself shows the error screen alone; one thrown by a page shows it inside the layout
 * (root-layout.tsx).
 */
export function AppRoutes({ table = routes }: { table?: RouteObject[] }) {
  const location = useLocation();
  const element = useRoutes(table);
  return <RouteErrorBoundary location={location}>{element}</RouteErrorBoundary>;
}
