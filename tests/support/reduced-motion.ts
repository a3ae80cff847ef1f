import { vi } from 'vitest';

/** The person's system asks for reduced motion (jsdom has no `matchMedia` answer of its own). */
export const preferReducedMotion = () =>
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: query === '(prefers-reduced-motion: reduce)',
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
