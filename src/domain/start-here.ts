import type { Guide, StartHere } from './model';
import { hasSubstance } from './substance';

/**
 * 'Start here' (docs/product.md §5.6): every guide opens with one concrete first action of 5-15
 * minutes, so the first thing a person meets is something they can do now, not a 45-minute step.
 * Its tick and its time are a guide item like a bullet's or a step's, under its own key.
 */

/** The guide item of 'Start here': its tick and the time its timer counted. */
export const START_HERE_KEY = 's0';

/** How long a first action taken from a step is boxed to: a time box makes the estimate true. */
const DERIVED_MINUTES = 10;

/**
 * The guide's first action: the one the AI wrote with it, or, for a guide without one (stored
 * before it was asked, or from a model that left it out), its first step's first bullet boxed to
 * 10 minutes: whatever that bullet asks, giving it ten minutes is a real first action of ten
 * minutes (docs/decisions/078-start-here.md). Null for a guide with no step, or none with an action
 * (docs/decisions/094-general-guides-and-answers-with-substance.md).
 */
export function startHereOf(guide: Pick<Guide, 'steps' | 'startHere'>): StartHere | null {
  // One stored before answers were checked for substance may be ',': never 'Start here' alone.
  if (guide.startHere && hasSubstance(guide.startHere.title)) return guide.startHere;
  const first = guide.steps[0];
  if (!first) return null;
  const action = first.content.find(hasSubstance) ?? first.title;
  if (!hasSubstance(action)) return null;
  return { title: `Give it ${DERIVED_MINUTES} minutes: ${action}`, minutes: DERIVED_MINUTES };
}
