import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { installConsoleGuard } from './console-guard';
import { server } from './msw/server';

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

// findBy*/waitFor give up after this long. A ceiling, not a speed assertion: lazy screens and the
// embedded database take seconds on a busy 2-core machine, and a wait ends as soon as it succeeds.
configure({ asyncUtilTimeout: 10_000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  localStorage.clear();
  sessionStorage.clear();
});
afterAll(() => server.close());

installConsoleGuard();
