import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * Runs axe on the page as it is now and fails on any violation, listing each rule with the
 * elements it flagged so the failure says what to fix.
 *
 * A violation must be there twice: found once, the page is checked again once it is still. A toast
 * that begins to fade out while axe reads the page is half transparent for that moment, and axe
 * reads that as low contrast; the wait before a check cannot see a fade that has not begun yet (a
 * toast leaves by itself after 5 s). What stays on the page fails both checks; what was leaving is
 * gone, or whole again, by the second.
 */
export async function expectNoAxeViolations(page: Page, context?: string): Promise<void> {
  let report = await violationsOnceStill(page);
  if (report.length > 0) report = await violationsOnceStill(page);
  expect(report, `axe violations${context ? ` on ${context}` : ''}`).toEqual([]);
}

/** Axe's violations, each with the elements it flagged, once no finite animation is running. */
async function violationsOnceStill(page: Page): Promise<string[]> {
  // A toast or dialog sliding in or out is half transparent for a moment, which axe reads as low
  // contrast: check the page once every finite transition and animation has finished (a spinner
  // runs forever and is not waited for).
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getComputedTiming().endTime === Infinity,
      ),
  );
  // Legacy mode runs axe in the page itself. The default runs it in pieces, one per frame, then
  // joins them in a new blank page: a renderer started and axe injected again on every call. Here
  // that took 1.0-5.1 s a call against 0.5-2.0 s, for the same results; the app has no
  // cross-origin frames, the one thing only the default reaches
  // (docs/decisions/100-where-the-e2e-time-goes.md).
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).setLegacyMode(true).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help}\n` +
      violation.nodes
        .map((node) => `    ${node.target.join(' ')}  ${node.failureSummary ?? ''}`)
        .join('\n'),
  );
}
