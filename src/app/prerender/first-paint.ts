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
    // A few per task, the module script first: each starts its download on the main thread, and
    // thirty in one task kept a phone from answering a tap (docs/decisions/109).
    const tags = Array.from(template.content.children);
    const makeLive = () => {
      for (const tag of tags.splice(0, 4)) {
        const live = document.createElement(tag.localName);
        for (const { name, value } of Array.from(tag.attributes)) live.setAttribute(name, value);
        document.head.append(live);
      }
      if (tags.length > 0) setTimeout(makeLive, 0);
    };
    makeLive();
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

/** The event `src/main.tsx` sends once React has adopted a prerendered page and run its effects. */
export const HYDRATED_EVENT = 'clarity:hydrated';

/**
 * Runs inline in the <head> of every page, before it paints. A prerendered page can be pressed
 * from its first paint, but its code arrives and React adopts it up to seconds later
 * (docs/decisions/055-app-code-after-the-first-paint.md); until React's listeners are on the root
 * a press on a button reaches nothing and is lost. This keeps every such press, and every form
 * submit, that lands on a page React will adopt (the same test as `canHydrate`), stops it there so
 * that neither the bare HTML (a form would submit itself and reload) nor a half-hydrated React
 * acts on it, and presses the same element again, in order, once the app sends `hydratedEvent`:
 * hydration keeps the page's elements, so the element kept is the one React now runs. Links are
 * left alone: they navigate by themselves before and after the code. Typing needs nothing here:
 * a field keeps its text, and the form takes it over when it hydrates (`useAuthForm`).
 *
 * It must stay self-contained: its source text is what the page runs.
 *
 * @param rootId the id of the app's root element
 * @param hydratedEvent the event the app sends on `document` once it has hydrated (HYDRATED_EVENT)
 */
export function keepPressesUntilHydrated(rootId: string, hydratedEvent: string): void {
  // What a click may be kept for: a control whose press waits for the app.
  const controls =
    'button,input[type="submit"],input[type="button"],input[type="image"],input[type="checkbox"],input[type="radio"],summary,[role="button"]';
  const kept: Element[] = [];
  const keep = (event: Event) => {
    const root = document.getElementById(rootId);
    const target = event.target;
    if (
      !root ||
      root.dataset.prerendered !== location.pathname ||
      document.documentElement.dataset.render === 'client' ||
      !(target instanceof Element) ||
      !root.contains(target)
    )
      return;
    let pressed: Element | null = target;
    if (event.type === 'click') {
      if (target.closest('a[href]')) return;
      pressed = target.closest(controls);
      if (!pressed) return;
    }
    event.preventDefault();
    event.stopImmediatePropagation();
    kept.push(pressed);
  };
  document.addEventListener('click', keep, true);
  document.addEventListener('submit', keep, true);
  document.addEventListener(
    hydratedEvent,
    () => {
      document.removeEventListener('click', keep, true);
      document.removeEventListener('submit', keep, true);
      for (const element of kept.splice(0)) {
        // Gone when the press before it changed the page (a start button leaves the landing page).
        if (!element.isConnected) continue;
        if (element instanceof HTMLFormElement) element.requestSubmit();
        else if (element instanceof HTMLElement) element.click();
      }
    },
    { once: true },
  );
}

/** True when the page holds this path's prerendered HTML and this device would render the same. */
export const canHydrate = (container: HTMLElement): boolean =>
  container.dataset.prerendered === location.pathname &&
  document.documentElement.dataset.render !== 'client';
