import type { Dispatch } from 'react';
import type { Location, NavigateFunction, NavigationType } from 'react-router-dom';
import { guideFor, type JourneyEvent, type Stage } from './journey';
import { hasJourneyParams } from './url';

/**
 * The journey's stages as entries of the browser's history
 * (docs/decisions/028-journey-stages-as-history-entries.md): Back and Forward move between
 * stages and never out of the app mid-journey, and nothing typed, clarified or ticked is lost on
 * the way. Each entry of `/` remembers its stage and the stages of the journey's entries beneath
 * it, so that the journey can find its way back through them (no page can read the browser's
 * list). Loaded after the first paint: the landing page does not wait for it.
 */

/** The stages that are entries of the history, in the journey's order. */
const PLACES = [
  'landing',
  'input',
  'processing',
  'clarification',
  'selector',
  'walkthrough',
] as const;
export type Place = (typeof PLACES)[number];
const depthOf = (name: string): number => PLACES.indexOf(name as Place);

/** What a journey entry carries in its history state. */
export interface JourneyEntry {
  place: Place;
  /** The places of the journey's entries before this one, oldest first. */
  below: Place[];
}

/** How the current entry is brought in line with the journey. */
export type HistoryMove =
  | { kind: 'push' | 'replace'; entry: JourneyEntry }
  /** Through the history by `delta` entries (negative: back). */
  | { kind: 'go'; delta: number }
  | null;

/**
 * The entry a stage stands for; null while it has none of its own: a saved idea opening or
 * missing, or the landing page a signed-in person skips.
 */
export function placeOf(name: Stage['name'], signedIn: boolean): Place | null {
  if (name === 'landing' && signedIn) return null;
  return depthOf(name) < 0 ? null : (name as Place);
}

const isPlace = (value: unknown): value is Place => depthOf(value as string) >= 0;

/** The journey entry in a history state, if it holds one (anything else is ignored). */
export function readEntry(state: unknown): JourneyEntry | null {
  const entry = (state as { journey?: Partial<JourneyEntry> } | null)?.journey;
  return entry && isPlace(entry.place) && Array.isArray(entry.below) && entry.below.every(isPlace)
    ? { place: entry.place, below: entry.below }
    : null;
}

/**
 * The places an entry has shown, from every stage it showed in order: a rising chain that ends at
 * the last one (going back to an earlier stage drops what was past it). Before the rules arrive
 * (they load after the first paint) the journey can move on several stages on one entry: a start
 * button pressed before the code ran, then an idea sent at once. Each stage it passed still gets
 * its entry once the rules are there, so Back goes through them one at a time.
 */
function placesPassed(shown: readonly Stage['name'][], signedIn: boolean): Place[] {
  let passed: Place[] = [];
  for (const name of shown) {
    const place = placeOf(name, signedIn);
    if (place) passed = [...passed.filter((on) => depthOf(on) < depthOf(place)), place];
  }
  return passed;
}

/**
 * The journey moved on its own (a button, an answer, a reset): the move that makes the current
 * entry stand for `place`. Onwards is a new entry, except that a clarification takes the place of
 * its processing stage, which nobody should go Back into; a stage the entry showed on the way
 * (`passed`, see placesPassed) gets its own entry first. Backwards returns through the entries to the
 * one of that stage, or to the journey's first, which then stands for it. An entry that is not yet
 * the journey's is first taken over for the first stage it showed.
 */
export function moveFor(
  entry: JourneyEntry | null,
  place: Place,
  passed: readonly Place[],
): HistoryMove {
  if (!entry) return { kind: 'replace', entry: { place: passed[0] ?? place, below: [] } };
  if (entry.place === place) return null;
  if (depthOf(place) > depthOf(entry.place)) {
    const next =
      passed.find((on) => depthOf(on) > depthOf(entry.place) && depthOf(on) < depthOf(place)) ??
      place;
    return entry.place === 'processing'
      ? { kind: 'replace', entry: { place: next, below: entry.below } }
      : { kind: 'push', entry: { place: next, below: [...entry.below, entry.place] } };
  }
  const index = entry.below.lastIndexOf(place);
  const delta = Math.max(index, 0) - entry.below.length;
  return delta < 0 ? { kind: 'go', delta } : { kind: 'replace', entry: { place, below: [] } };
}

/**
 * The stage one step back or forward (docs/decisions/028-journey-stages-as-history-entries.md):
 * nothing typed, clarified or ticked is lost on the way back, and Forward reopens what Back left.
 */
function stepToward(stage: Stage, back: boolean): Stage {
  switch (stage.name) {
    case 'landing':
      return back
        ? stage
        : { name: 'input', draft: stage.draft ?? '', error: null, ahead: stage.ahead };
    case 'input':
      if (back) return { name: 'landing', draft: stage.draft, ahead: stage.ahead };
      return stage.ahead ? { name: 'clarification', ...stage.ahead } : stage;
    case 'processing':
      // Back cancels the clarification; nothing brings a processing stage back.
      return back ? { name: 'input', draft: stage.ideaText, error: null } : stage;
    case 'clarification':
      return back
        ? {
            name: 'input',
            draft: stage.idea.text,
            error: null,
            ahead: { idea: stage.idea, guide: stage.guide ?? null },
          }
        : { ...stage, name: 'selector' };
    case 'selector': {
      const { idea, guide } = stage;
      if (back) return { ...stage, name: 'clarification' };
      return idea.step ? { name: 'walkthrough', idea, guide: guideFor(guide, idea.step) } : stage;
    }
    case 'walkthrough':
      return back ? { ...stage, name: 'selector' } : stage;
    default:
      return stage;
  }
}

/**
 * The stage of the entry Back or Forward reached, one stage at a time; null when it cannot be
 * rebuilt (a processing stage, a clarification that was never made or was left behind).
 */
export function revisit(stage: Stage, to: Place): Stage | null {
  const back = depthOf(to) < depthOf(stage.name);
  let current = stage;
  while (current.name !== to) {
    const next = stepToward(current, back);
    // Stuck, or past the entry (a clarification is one stage beyond a processing stage).
    const past = back ? depthOf(next.name) < depthOf(to) : depthOf(next.name) > depthOf(to);
    if (next === current || past) return null;
    current = next;
  }
  return current;
}

/** What the hook tracks between runs. */
export interface HistoryTrack {
  /** The entry last seen. */
  key: string | null;
  /** A move of the journey's own is on its way: nothing is decided until it lands. */
  moving: boolean;
}

interface HistorySync {
  stage: Stage;
  /** Every stage the current entry has shown, in order, ending with `stage`. */
  shown: readonly Stage['name'][];
  signedIn: boolean;
  location: Location;
  navigationType: NavigationType;
  navigate: NavigateFunction;
  dispatch: Dispatch<JourneyEvent>;
  track: HistoryTrack;
}

/** Brings the journey and the current entry of the history in line, whichever moved. */
export function syncHistory({
  stage,
  shown,
  signedIn,
  location,
  navigationType,
  navigate,
  dispatch,
  track,
}: HistorySync): void {
  const place = placeOf(stage.name, signedIn);
  // A link into the journey is being opened; its parameters go once it is (useSavedIdeaOpening).
  if (place === null || hasJourneyParams(new URLSearchParams(location.search))) return;
  const mounting = track.key === null;
  const arrived = !mounting && track.key !== location.key;
  track.key = location.key;
  if (track.moving && !arrived) return;
  const entry = readEntry(location.state);
  if (track.moving) track.moving = false;
  else if (
    mounting &&
    navigationType === 'POP' &&
    stage.name === 'landing' &&
    entry &&
    entry.place !== place
  ) {
    // Back from another page (AI settings, say) onto an entry of the journey whose stage the tab
    // did not keep (an empty input is not stored, so the journey starts at the landing page): it
    // is rebuilt where it can be, and otherwise the journey takes the entry over as below. A stage
    // the tab did keep is shown as kept, whichever entry it comes back on.
    const next = revisit(stage, entry.place);
    if (next && placeOf(next.name, signedIn) === entry.place) {
      dispatch({ type: 'revisit', from: stage, stage: next });
      return;
    }
  } else if (arrived && navigationType === 'POP' && entry && entry.place !== place) {
    // The person went Back or Forward.
    const next = revisit(stage, entry.place);
    if (next && placeOf(next.name, signedIn) === entry.place)
      dispatch({ type: 'revisit', from: stage, stage: next });
    // An entry that cannot be rebuilt is stepped over, on in the direction of travel: Back goes
    // on back, Forward returns where it was.
    else void navigate(-1);
    return;
  }

  const passed = placesPassed(shown, signedIn);
  const move = moveFor(entry, place, passed.length > 0 ? passed : [place]);
  if (!move) return;
  track.moving = true;
  if (move.kind === 'go') {
    void navigate(move.delta);
    return;
  }
  const { pathname, search, hash } = location;
  const replace = move.kind === 'replace';
  void navigate(
    { pathname, search, hash: replace ? hash : '' },
    { replace, state: { ...(replace ? (location.state as object) : {}), journey: move.entry } },
  );
}
