import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { matchRoutes, StaticRouter } from 'react-router-dom';
import { APP_START_FALLBACK_MS } from '@/config/constants';
import { getEnv } from '@/config/env';
import { JOURNEY_KEY, RECENT_KEY } from '@/features/journey/model/tab-keys';
import { createBackend } from '@/lib/backend/create-backend';
import { sessionKeyFor } from '@/lib/backend/session-keys';
import { createQueryClient } from '@/lib/query-client';
import { showError } from '../show-error';
import { LOCAL_BANNER_DISMISSED_KEY } from '../layout/local-mode-banner';
import { AppProviders } from '../providers';
import { AppRoutes, routeReady, routes } from '../router';
import {
  APP_SCRIPTS_ID,
  HYDRATED_EVENT,
  keepPressesUntilHydrated,
  markClientRender,
  startAppAfterFirstPaint,
} from './first-paint';

/**
 * The inline script of every page (first-paint.ts), with the storage keys that change what a
 * prerendered route shows first: a stored session, a dismissed banner, a stored journey or recent
 * ideas; then the presses kept until the app has adopted the page; then the start of the app's
 * code, after the first paint on a prerendered page. One script, one hash in the policy.
 */
export const firstPaintScript = (): string =>
  `(${markClientRender.toString()})(${JSON.stringify([
    sessionKeyFor(getEnv()),
    LOCAL_BANNER_DISMISSED_KEY,
  ])},${JSON.stringify([JOURNEY_KEY, RECENT_KEY])});` +
  `(${keepPressesUntilHydrated.toString()})("root",${JSON.stringify(HYDRATED_EVENT)});` +
  `(${startAppAfterFirstPaint.toString()})(${JSON.stringify(APP_SCRIPTS_ID)},${APP_START_FALLBACK_MS})`;

/** The id of the <template> scripts/vite-prerender.ts puts a prerendered page's script tags in. */
export const appScriptsId = (): string => APP_SCRIPTS_ID;

/**
 * Renders one route to HTML at build time, as a first-time visitor's browser first renders it
 * (docs/decisions/046-prerendered-entry-pages.md): the same route table, providers and screens as
 * `App`, with no session stored and nothing in the journey. Run by scripts/vite-prerender.ts.
 */
export async function renderPage(path: string): Promise<string> {
  if (matchRoutes(routes, path)?.at(-1)?.route.path === '*')
    throw new Error(`${path} is not a route of the app: it cannot be prerendered`);
  // Fetches the route's lazy module, as the browser does before it hydrates (src/main.tsx).
  await routeReady(path);

  const env = getEnv();
  // A visitor with nothing stored: known to be signed out at once, no backend code is asked.
  const backend = {
    ...createBackend(env),
    lazy: { mayHaveSession: () => false, onReady: () => () => undefined },
  };
  return renderToString(
    <StrictMode>
      <AppProviders backend={backend} queryClient={createQueryClient(showError)}>
        <StaticRouter location={path}>
          <AppRoutes />
        </StaticRouter>
      </AppProviders>
    </StrictMode>,
  );
}
