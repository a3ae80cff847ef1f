import '@testing-library/jest-dom/vitest';
import { GoTrueClient } from '@supabase/supabase-js';
import { cleanup, configure } from '@testing-library/react';
import { toast as sonnerToast } from 'sonner';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { installConsoleGuard } from './console-guard';
import { startOfTest } from './local-database';
import { server } from './msw/server';
import { forgetQueryClients, workInFlight, workSettled } from './work-in-flight';

// jsdom has no layout engine; these are the browser APIs our UI libraries ask for.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (!window.ResizeObserver) {
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
}
window.scrollTo = () => undefined;
Element.prototype.scrollIntoView ??= () => undefined;

/**
 * What 'Print' puts on paper sits beside the app, hidden on screen by the app's stylesheet
 * (print-view.tsx), which jsdom does not load. Queries skip it as a person looking at the screen
 * would: by text (Testing Library's ignore) and by role (the same rule as the stylesheet's).
 */
const PRINT_ONLY = '[data-print-view]';
configure({ defaultIgnore: `script, style, ${PRINT_ONLY}, ${PRINT_ONLY} *` });
/** Again before each test: a file may replace the whole document (first-paint.test.ts). */
function hidePrintViewOnScreen(): void {
  if (document.getElementById('print-only-hidden')) return;
  const style = document.createElement('style');
  style.id = 'print-only-hidden';
  style.textContent = `${PRINT_ONLY} { display: none; }`;
  document.head.append(style);
}

// findBy*/waitFor give up after this long. A ceiling, not a speed assertion: lazy screens and the
// embedded database take seconds on a busy 2-core machine, and a wait ends as soon as it succeeds.
configure({ asyncUtilTimeout: 10_000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
// A file's own beforeAll (a shared backend) and then each test start from an empty database.
beforeAll(startOfTest);
beforeEach(startOfTest);
beforeEach(hidePrintViewOnScreen);
/**
 * supabase-js numbers its auth clients per storage key for the life of the page and warns from the
 * second ('Multiple GoTrueClient instances detected'). A page makes one (createSupabaseBackend), but
 * a test file is one page to supabase-js, and most Supabase-mode tests need a fresh client. Each
 * test is a fresh browser context here (DOM cleaned up, storage cleared), so the count starts again
 * with it: the warning then still shows a test, or the app, that makes two clients at once. The
 * count is a static of the class, not part of its typed API; if it is ever renamed this does
 * nothing and the warnings come back.
 */
function forgetSupabaseClients(): void {
  const counts = (GoTrueClient as unknown as { nextInstanceID?: Record<string, number> })
    .nextInstanceID;
  for (const key of Object.keys(counts ?? {})) delete counts![key];
}

/**
 * Changes to the page itself, made once: files after the first in a worker share its jsdom
 * (docs/decisions/090-component-files-share-a-worker.md), and this file runs again for each.
 */
const page = window as { clarityTestPage?: true };
if (!page.clarityTestPage) {
  page.clarityTestPage = true;
  /**
   * The app warns once per page when a build carries VITE_OPENAI_API_KEY (src/lib/ai/client.ts):
   * it is for development only. Component tests set it on purpose, to reach the fake AI directly,
   * so the notice is expected in every file that does and is left out of the output; any other
   * warning is printed as before.
   */
  const printWarning = console.warn.bind(console);
  console.warn = (...args: unknown[]) => {
    if (typeof args[0] === 'string' && args[0].startsWith('Clarity: VITE_OPENAI_API_KEY is set'))
      return;
    printWarning(...args);
  };
  /**
   * A click on a download link saves a file in a browser and leaves the page where it is; jsdom
   * has no downloads and reports a navigation it cannot do ('Not implemented: navigation to
   * another Document'). The tests read what was saved where it leaves the page
   * (URL.createObjectURL).
   */
  document.addEventListener(
    'click',
    (event) => {
      if (event.target instanceof HTMLAnchorElement && event.target.hasAttribute('download'))
        event.preventDefault();
    },
    true,
  );
}

/**
 * A test ends when what it started has settled: the page is cleaned and the storage cleared only
 * then, so a sign-in or a save still on its way cannot land in the next test's page or database.
 * Work that does not settle fails the test, naming it (work-in-flight.ts).
 */
afterEach(async (context) => {
  if (process.env.CLARITY_REPORT_WORK_IN_FLIGHT) {
    const busy = workInFlight();
    if (busy.length > 0)
      process.stdout.write(
        `work in flight at the end of '${context.task.name}': ${busy.join(', ')}\n`,
      );
  }
  try {
    await workSettled();
  } catch (error) {
    // A test that failed already ends mid-way, its work cut short: its own failure says why.
    if (!context.task.result?.errors?.length) throw error;
  } finally {
    endPage();
  }
});

function endPage(): void {
  forgetQueryClients();
  cleanup();
  // sonner keeps every toast not yet dismissed for the life of the page and shows them again to
  // the next toaster that mounts; a test is a new page, so the last test's toasts end with it.
  sonnerToast.dismiss();
  server.resetHandlers();
  localStorage.clear();
  sessionStorage.clear();
  forgetSupabaseClients();
}
afterAll(() => server.close());

installConsoleGuard();
