import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { getEnv } from '@/config/env';
import { startServiceWorker } from '@/app/service-worker/start';
import './index.css';

// Zod probes `new Function('')` once to decide whether it may compile parsers; under our
// Content-Security-Policy (no 'unsafe-eval', scripts/vite-csp.ts) the probe is blocked and reported
// as a violation even though zod catches it. `jitless` skips the probe. It is set on zod's shared
// global config (what `z.config()` writes to) so that zod itself stays out of this first chunk, and
// merged rather than replaced because zod may already have read the object.
const zodConfig = ((globalThis as { __zod_globalConfig?: object }).__zod_globalConfig ??= {});
Object.assign(zodConfig, { jitless: true });

// The first render as a transition: React then yields to the browser every few milliseconds instead
// of building the whole page in one long task, so a tap during start-up is answered at once
// (Lighthouse's Total Blocking Time counted that task at ~300 ms on a mid-range phone).
const root = createRoot(document.getElementById('root')!);
startTransition(() => {
  root.render(
    <StrictMode>
      <App env={getEnv()} />
    </StrictMode>,
  );
});

startServiceWorker();
