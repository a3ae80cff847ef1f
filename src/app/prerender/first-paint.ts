/**
 * Runs inline in the <head> of a prerendered page, before it paints (its hash is in the page's
 * Content-Security-Policy, scripts/vite-csp.ts). The prerendered HTML is what a first-time visitor
 * sees; a device that has been here before may see something else first: its session skips the
 * landing page or leaves /login, a journey or its recent ideas are read back, the local-mode banner
 * was dismissed, a link carries parameters. Then the page must not show the prerendered HTML and
 * hydrate it (a flash of other content, a hydration mismatch): this marks <html> so that CSS hides
 * it and `src/main.tsx` renders the app afresh instead.
 *
 * It must stay self-contained: its source text is what the page runs.
 *
 * @param localKeys localStorage keys whose presence changes the first render
 * @param sessionKeys sessionStorage keys whose presence changes the first render
 */
export function markClientRender(localKeys: string[], sessionKeys: string[]): void {
  const stored = (storage: () => Storage, keys: string[]) => {
    try {
      return keys.some((key) => storage().getItem(key) !== null);
    } catch {
      // Storage refused: the app cannot read anything back either.
      return false;
    }
  };
  if (
    location.search !== '' ||
    location.hash !== '' ||
    stored(() => localStorage, localKeys) ||
    stored(() => sessionStorage, sessionKeys)
  )
    document.documentElement.dataset.render = 'client';
}

/** True when the page holds this path's prerendered HTML and this device would render the same. */
export const canHydrate = (container: HTMLElement): boolean =>
  container.dataset.prerendered === location.pathname &&
  document.documentElement.dataset.render !== 'client';
