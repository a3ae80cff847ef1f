import { afterEach, beforeEach, vi, type MockInstance } from 'vitest';

/**
 * An unexpected `console.error` fails the test: React warnings, failed prop types and errors a
 * component logged are bugs. A test that expects one takes it with `expectConsoleError`.
 */
let captured: unknown[][] = [];

export function installConsoleGuard(): void {
  beforeEach(() => {
    captured = [];
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      captured.push(args);
    });
  });

  afterEach(() => {
    const unexpected = captured;
    captured = [];
    if (unexpected.length > 0) {
      const text = unexpected.map((args) => args.map(String).join(' ')).join('\n---\n');
      throw new Error(`Unexpected console.error during the test:\n${text}`);
    }
  });
}

/** Takes the logged errors that match, so they don't fail the test; returns how many matched. */
export function expectConsoleError(pattern: RegExp): number {
  const matches = captured.filter((args) => pattern.test(args.map(String).join(' ')));
  captured = captured.filter((args) => !matches.includes(args));
  return matches.length;
}

/**
 * For a test that makes the app fail on purpose: what the app logs about the failure with
 * `console.warn` (e.g. 'Could not save step progress; the change was undone.') is kept instead of
 * printed, so a passing run stays quiet, and the spy lets the test assert it. Undone after the
 * test (`restoreMocks`).
 */
export function captureWarnings(): MockInstance<typeof console.warn> {
  return vi.spyOn(console, 'warn').mockImplementation(() => undefined);
}
