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

/** The id of the <template> holding a prerendered page's script tags (scripts/vite-prerender.ts). */
export const APP_SCRIPTS_ID = 'app-scripts';

/**
 * Runs inline in the <head> of every page, right after `markClientRender`. A prerendered page
 * carries its module script and preloads inert in a <template> (scripts/vite-prerender.ts); this
 * makes them live once the browser has painted the page, so that neither the download nor the
 * evaluation and hydration of the app's code can hold back the first paint
 * (docs/decisions/055-app-code-after-the-first-paint.md). A page the app renders afresh (marked
 * `client`, its root hidden) has nothing to paint first and starts at once, as does a page in a
 * background tab (it paints nothing until shown). Without paint timing it waits for one frame.
 * Pages without the template (the shell) start as they always did.
 *
 * It must stay self-contained: its source text is what the page runs.
 *
 * @param templateId the id of the <template> with the tags (APP_SCRIPTS_ID)
 * @param fallbackMs how long to wait for a paint the browser never reports
 */
export function startAppAfterFirstPaint(templateId: string, fallbackMs: number): void {
  const template = document.getElementById(templateId);
  if (!(template instanceof HTMLTemplateElement)) return;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    template.remove();
    // Elements made by the page run and fetch; the parser's inert copies in a template never do.
    for (const tag of Array.from(template.content.children)) {
      const live = document.createElement(tag.localName);
      for (const { name, value } of Array.from(tag.attributes)) live.setAttribute(name, value);
      document.head.append(live);
    }
  };
  if (
    document.documentElement.dataset.render === 'client' ||
    document.visibilityState !== 'visible'
  )
    return start();
  const paintTiming =
    typeof PerformanceObserver === 'function' &&
    (PerformanceObserver.supportedEntryTypes ?? []).includes('paint');
  if (!paintTiming) {
    requestAnimationFrame(() => setTimeout(start, 0));
    return;
  }
  new PerformanceObserver((entries, observer) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    start();
  }).observe({ type: 'paint', buffered: true });
  // Hidden before it painted: no paint will be reported.
  document.addEventListener('visibilitychange', start, { once: true });
  setTimeout(start, fallbackMs);
}

/** True when the page holds this path's prerendered HTML and this device would render the same. */
export const canHydrate = (container: HTMLElement): boolean =>
  container.dataset.prerendered === location.pathname &&
  document.documentElement.dataset.render !== 'client';
