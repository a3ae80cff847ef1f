import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, loadQueryClient } from '@/app/app';
import { canHydrate, HYDRATED_EVENT } from '@/app/prerender/first-paint';
import { routeReady } from '@/app/router';
import { getEnv } from '@/config/env';
import { paths } from '@/config/paths';
import { startServiceWorker } from '@/app/service-worker/start';
import './index.css';

// Zod probes `new Function('')` once to decide whether it may compile parsers; under our
// Content-Security-Policy (no 'unsafe-eval', scripts/vite-csp.ts) the probe is blocked and reported
// as a violation even though zod catches it. `jitless` skips the probe. It is set on zod's shared
// global config (what `z.config()` writes to) so that zod itself stays out of this first chunk, and
// merged rather than replaced because zod may already have read the object.
const zodConfig = ((globalThis as { __zod_globalConfig?: object }).__zod_globalConfig ??= {});
Object.assign(zodConfig, { jitless: true });

/**
 * Tells the page's inline script that React has adopted it, so that the presses it kept meanwhile
 * are pressed again (`keepPressesUntilHydrated` in first-paint.ts). Its effect runs after the whole
 * page's; the next task comes after what those effects set (a form taking over what was typed), so
 * a kept submit sends what is on screen.
 */
function AnnounceHydrated() {
  useEffect(() => {
    const timer = setTimeout(() => document.dispatchEvent(new Event(HYDRATED_EVENT)));
    return () => clearTimeout(timer);
  }, []);
  return null;
}

const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App env={getEnv()} />
    <AnnounceHydrated />
  </StrictMode>
);

// The first route's code first: React's first render is then the page itself, and a prerendered
// page is adopted as it stands (docs/decisions/046-prerendered-entry-pages.md).
const start = () => {
  if (canHydrate(container)) {
    startTransition(() => {
      hydrateRoot(container, app);
    });
    return;
  }
  // Prerendered HTML meant for someone else (see first-paint.ts) is not shown while the app starts.
  if (container.dataset.prerendered !== undefined) {
    container.replaceChildren();
    delete container.dataset.prerendered;
  }
  // The first render as a transition: React then yields to the browser every few milliseconds
  // instead of building the whole page in one long task, so a tap during start-up is answered at
  // once (Lighthouse's Total Blocking Time counted that task at ~300 ms on a mid-range phone).
  const root = createRoot(container);
  startTransition(() => {
    root.render(app);
  });
};
// Code that failed to arrive is asked for again as the route renders, which then shows the error
// screen (route-error-boundary.tsx). Every page but `/` may query at its first render: the query
// client's code comes first for them; `/` makes it after its own first render (app.tsx).
void Promise.all([
  routeReady(location.pathname),
  location.pathname === paths.home ? undefined : loadQueryClient(),
]).then(start, start);

startServiceWorker();
