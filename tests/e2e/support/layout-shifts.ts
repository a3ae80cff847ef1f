import type { Page } from '@playwright/test';

/**
 * Layout shifts the person did not cause, as the browser reports them
 * (docs/decisions/093-the-first-ten-minutes-still.md): nothing on a screen may move once it has
 * appeared unless the person moved it.
 */

interface Shift {
  at: number;
  value: number;
  moved: string[];
}

declare global {
  interface Window {
    __shifts?: Shift[];
  }
}

/**
 * Records layout shifts the person did not cause (`hadRecentInput` false) from the first paint of
 * every page this tab loads from now on: a `layout-shift` PerformanceObserver installed before the
 * page's own scripts.
 */
export async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: Shift[] = [];
    window.__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        startTime: number;
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      }[]) {
        // A shift the person caused, or one of nothing visible (a screen-reader-only line moving
        // scores 0), is not a jump anyone sees. A small one is: the sign-up button's spinner
        // moving 18 px beside its slower words scored 0.00001, and the button now keeps their room.
        if (entry.hadRecentInput || entry.value === 0) continue;
        shifts.push({
          at: Math.round(entry.startTime),
          value: Number(entry.value.toFixed(6)),
          moved: (entry.sources ?? []).map(
            (source) =>
              `${source.node?.nodeName ?? '?'} "${(source.node?.textContent ?? '').trim().slice(0, 40)}" ` +
              `y ${Math.round(source.previousRect.y)} -> ${Math.round(source.currentRect.y)}`,
          ),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The page's clock now (ms since it loaded), to read the shifts since a moment. */
export const pageNow = (page: Page) => page.evaluate(() => performance.now());

/** The shifts recorded from `since` up to `until` (ms on the page's clock). */
export const shiftsBetween = (page: Page, since: number, until = Infinity) =>
  page.evaluate(
    ([from, to]) => (window.__shifts ?? []).filter((shift) => shift.at >= from && shift.at <= to),
    [since, until] as const,
  );

/** The shifts recorded since `since` (ms on the page's clock), once 5 s have passed since it. */
export async function shiftsFor5s(page: Page, since = 0) {
  await page.waitForFunction((until) => performance.now() >= until, since + 5_000, {
    timeout: 30_000,
    polling: 200,
  });
  return shiftsBetween(page, since, since + 5_000);
}

/**
 * Every shift since the page began, read once it has loaded and drawn two more frames: for a
 * page's first frames (a page that arrived in parts), where waiting 5 s adds nothing.
 */
export async function shiftsOnceLoaded(page: Page) {
  await page.waitForLoadState('load');
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  return shiftsBetween(page, 0);
}
