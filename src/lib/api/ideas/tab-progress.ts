import type { StepProgress } from '@/domain/model';
import { STEP_KEYS, STEP_STATUSES, type StepKey, type StepStatus } from '@/domain/vocabulary';
import { fingerprint } from '@/lib/text';

/**
 * The step progress of ideas kept only in this tab (a visitor's, or one whose save has not landed):
 * sessionStorage, like the rest of a visitor's journey
 * (docs/decisions/014-visitor-journey-in-session-storage.md), never sent to a server. Read and
 * written whole, synchronously: one tab, one writer.
 */

export const TAB_PROGRESS_KEY = 'clarity.step-progress';

/** Ideas remembered in one tab; the oldest goes first. */
const TAB_IDEAS_MAX = 10;

/**
 * A stored map as this build writes it, or nothing: checked by hand, not with zod, because the
 * journey reads it on the landing page, whose first load zod would weigh down by 15 KB.
 */
function asProgress(value: unknown): StepProgress | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const entries = Object.entries(value);
  const valid = entries.every(
    ([key, status]) =>
      STEP_KEYS.includes(key as StepKey) && STEP_STATUSES.includes(status as StepStatus),
  );
  return valid ? (Object.fromEntries(entries) as StepProgress) : null;
}

function readAll(): Record<string, StepProgress> {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(TAB_PROGRESS_KEY) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    const all: Record<string, StepProgress> = {};
    for (const [key, stored] of Object.entries(parsed)) {
      const progress = asProgress(stored);
      if (progress) all[key] = progress;
    }
    return all;
  } catch {
    return {};
  }
}

/** The progress of the idea `tabKey` names; none when nothing (or nothing readable) is stored. */
export const readTabProgress = (tabKey: string): StepProgress => readAll()[tabKey] ?? {};

/** Stores the idea's progress, as the most recent idea of the tab. */
export function writeTabProgress(tabKey: string, progress: StepProgress): void {
  const { [tabKey]: _previous, ...others } = readAll();
  const kept = Object.entries(others).slice(-(TAB_IDEAS_MAX - 1));
  try {
    sessionStorage.setItem(
      TAB_PROGRESS_KEY,
      JSON.stringify(Object.fromEntries([...kept, [tabKey, progress]])),
    );
  } catch {
    // Storage full or refused (private mode): the ticks stay on screen, only a reload loses them.
  }
}

/** Names an idea kept in the tab by its text: the same idea keeps its ticks, another has none. */
export const progressTabKey = (ideaText: string) => `idea-${fingerprint([ideaText])}`;
