/**
 * Loads the service worker's registration once the page has loaded, from a module of its own: the
 * offline copy must not compete with the first paint, nor add to the first load
 * (docs/decisions/048-installable-and-offline.md). A prerendered page starts the entry script only
 * after its first paint, which may come after `load`
 * (docs/decisions/055-app-code-after-the-first-paint.md): a page already loaded registers at once.
 */
export function startServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const register = () => void import('./register').then((module) => module.registerWhenIdle());
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
