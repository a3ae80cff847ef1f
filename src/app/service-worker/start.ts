/**
 * Loads the service worker's registration once the page has loaded, from a module of its own: the
 * offline copy must not compete with the first paint, nor add to the first load
 * (docs/decisions/048-installable-and-offline.md). The entry script runs before `load`, always.
 */
export function startServiceWorker(): void {
  if ('serviceWorker' in navigator)
    window.addEventListener('load', () => {
      void import('./register').then((module) => module.registerWhenIdle());
    });
}
