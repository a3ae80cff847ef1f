import { QueryClient } from '@tanstack/react-query';
import { act, render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { useLayoutEffect, type ReactElement } from 'react';
import {
  MemoryRouter,
  useLocation,
  useNavigate,
  useNavigationType,
  type InitialEntry,
  type Location,
  type NavigateFunction,
  type NavigationType,
  type RouteObject,
} from 'react-router-dom';
import { AppProviders } from '@/app/providers';
import { AppRoutes, routes as appRoutes } from '@/app/router';
import { parseEnv } from '@/config/env-schema';
import { showError } from '@/app/show-error';
import { createBackend } from '@/lib/backend/create-backend';
import { createMutationCache } from '@/lib/query-client';
import type { Backend } from '@/lib/backend/port';
import { openTestFileDatabase } from './local-database';
import { trackBackend, trackQueryClient } from './work-in-flight';

/** A query client for tests: no retries (a failure shows at once), nothing kept between tests. */
export const createTestQueryClient = () =>
  trackQueryClient(
    new QueryClient({
      mutationCache: createMutationCache(showError),
      defaultOptions: {
        queries: { retry: false, gcTime: Infinity, staleTime: 0 },
        mutations: { retry: false },
      },
    }),
  );

/**
 * The real backend of local mode (PGlite in memory under jsdom) unless a test passes its own, on the
 * test file's one database, emptied for each test (local-database.ts).
 */
export const createLocalTestBackend = (): Backend =>
  createBackend(parseEnv({}), { openDatabase: openTestFileDatabase });

interface RenderAppOptions {
  /** The URL the app opens at, or the history entry (with its state). */
  route?: InitialEntry;
  backend?: Backend;
  queryClient?: QueryClient;
  routes?: RouteObject[];
}

export interface RenderAppResult extends RenderResult {
  user: UserEvent;
  router: TestRouter;
  backend: Backend;
  queryClient: QueryClient;
}

/** What a test reads of the app's history and how it moves it, as the browser's buttons would. */
export interface TestRouter {
  /** What the app has rendered: its location, and how it got there. */
  readonly state: { location: Location; historyAction: NavigationType };
  /** A path, or Back (-1) and Forward (1). */
  navigate: (to: string | number) => Promise<void>;
}

/** Keeps `router` up to date with what the app has committed. */
function RouterProbe({
  into,
}: {
  into: { location?: Location; action?: NavigationType; navigate?: NavigateFunction };
}) {
  const location = useLocation();
  const action = useNavigationType();
  const navigate = useNavigate();
  useLayoutEffect(() => {
    Object.assign(into, { location, action, navigate });
  });
  return null;
}

/** Renders the whole app (or given routes) at a URL, with every provider, as a user would see it. */
export function renderApp({
  route = '/',
  backend = createLocalTestBackend(),
  queryClient = createTestQueryClient(),
  routes = appRoutes,
}: RenderAppOptions = {}): RenderAppResult {
  const probe: { location?: Location; action?: NavigationType; navigate?: NavigateFunction } = {};
  const router: TestRouter = {
    get state() {
      return { location: probe.location!, historyAction: probe.action! };
    },
    navigate: (to) =>
      act(async () => {
        if (typeof to === 'number') await probe.navigate!(to);
        else await probe.navigate!(to);
      }),
  };
  // What the app starts counts until it settles; the test's end waits for it (work-in-flight.ts).
  trackQueryClient(queryClient);
  trackBackend(backend);
  const user = userEvent.setup();
  // The app's own router settings (src/app/app.tsx), on a history kept in memory.
  const result = render(
    <AppProviders backend={backend} queryClient={queryClient}>
      <MemoryRouter initialEntries={[route]} useTransitions={false}>
        <RouterProbe into={probe} />
        <AppRoutes table={routes} />
      </MemoryRouter>
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
  trackQueryClient(queryClient);
  trackBackend(backend);
  const user = userEvent.setup();
  const result = render(
    <AppProviders backend={backend} queryClient={queryClient}>
      {ui}
    </AppProviders>,
  );
  return { ...result, user, backend, queryClient };
}
