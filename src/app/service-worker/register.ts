import { Workbox } from 'workbox-window';
import { toast } from '@/components/ui/toaster';

const UPDATE_READY_MESSAGE = 'A new version is ready';
const UPDATE_RELOAD_LABEL = 'Reload';

/**
 * The service worker of the production build (scripts/vite-pwa.ts,
 * docs/decisions/048-installable-and-offline.md).
 *
 * A new build's worker installs in the background and then waits: the page keeps running the code
 * it started with, and says 'A new version is ready' with a Reload button. Reload lets the new worker
 * take over and loads the page again, so no page ever runs half old and half new code. Every open
 * tab shows the prompt; in a tab where another tab already let the new worker in, Reload just
 * reloads.
 */
async function registerServiceWorker(): Promise<void> {
  if (!import.meta.env.PROD) {
    // `vite` (dev) has no worker; one left on this origin by a production build would answer with
    // that build's files instead of the dev server's.
    const registrations = await navigator.serviceWorker.getRegistrations();
    await Promise.all(registrations.map((registration) => registration.unregister()));
    return;
  }

  const workbox = new Workbox('/sw.js');
  let registration: ServiceWorkerRegistration | undefined;
  const reload = () => window.location.reload();

  workbox.addEventListener('waiting', () => {
    toast.action(UPDATE_READY_MESSAGE, {
      label: UPDATE_RELOAD_LABEL,
      onClick: () => {
        if (!registration?.waiting) return reload();
        workbox.addEventListener('controlling', reload);
        workbox.messageSkipWaiting();
      },
    });
  });

  try {
    registration = await workbox.register();
  } catch {
    // No worker (a private window that refuses it, a blocked origin): the app works as before,
    // only without the offline copy.
  }
}

/** Registers when the browser has nothing else to do (Safari has no requestIdleCallback). */
export function registerWhenIdle(): void {
  const whenIdle =
    window.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, 1));
  whenIdle(() => void registerServiceWorker());
}
