import { QueryClient } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { AppProviders } from '@/app/providers';
import { routes as appRoutes } from '@/app/router';
import { parseEnv } from '@/config/env-schema';
import { createBackend } from '@/lib/backend/create-backend';
import type { Backend } from '@/lib/backend/port';

/** A query client for tests: no retries (a failure shows at once), nothing kept between tests. */
export const createTestQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: { retry: false, gcTime: Infinity, staleTime: 0 },
      mutations: { retry: false },
    },
  });

/** The real backend of local mode (PGlite in memory under jsdom) unless a test passes its own. */
export const createLocalTestBackend = (): Backend => createBackend(parseEnv({}));

interface RenderAppOptions {
  /** The URL the app opens at. */
  route?: string;
  backend?: Backend;
  queryClient?: QueryClient;
  routes?: RouteObject[];
}

export interface RenderAppResult extends RenderResult {
  user: UserEvent;
  router: ReturnType<typeof createMemoryRouter>;
  backend: Backend;
  queryClient: QueryClient;
}

/** Renders the whole app (or given routes) at a URL, with every provider, as a user would see it. */
export function renderApp({
  route = '/',
  backend = createLocalTestBackend(),
  queryClient = createTestQueryClient(),
  routes = appRoutes,
}: RenderAppOptions = {}): RenderAppResult {
  const router = createMemoryRouter(routes, { initialEntries: [route] });
  const user = userEvent.setup();
  const result = render(
    <AppProviders backend={backend} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, user, router, backend, queryClient };
}

/** Renders one element inside every provider (no router): for components that need none. */
export function renderWithProviders(
  ui: ReactElement,
  {
    backend = createLocalTestBackend(),
    queryClient = createTestQueryClient(),
  }: Omit<RenderAppOptions, 'route' | 'routes'> = {},
) {
  const user = userEvent.setup();
  const result = render(
    <AppProviders backend={backend} queryClient={queryClient}>
      {ui}
    </AppProviders>,
  );
  return { ...result, user, backend, queryClient };
}
