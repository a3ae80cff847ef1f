import { RECENT_IDEAS_MAX } from '@/config/constants';
import type { SessionEnd } from '@/lib/session/session-provider';
import { sliceWhole } from '@/lib/text';
import type { Stage } from './journey';

/**
 * What survives a reload (docs/product.md §5.9,
 * docs/decisions/014-visitor-journey-in-session-storage.md): the stage with the current idea, its
 * clarification, guide and ticks, plus the session's recent ideas. Writing needs no validator;
 * reading back does, and lives in `storage-read.ts`, loaded only when there is something to read.
 */

export const JOURNEY_KEY = 'clarity.journey';
export const RECENT_KEY = 'clarity.recent-ideas';
/** One step at a time's records of the tab's guides (focus-record.ts). */
export const FOCUS_RECORDS_KEY = 'clarity.guide-focus';
/**
 * Where the tab keeps its guides' items: `TAB_ITEMS_KEY` of src/lib/api/guide-items/tab-store.ts,
 * spelled here so that this module does not share a chunk with the walkthrough's (a test checks
 * the two agree).
 */
export const TAB_GUIDE_ITEMS_KEY = 'clarity.guide-items';

export interface RecentIdea {
  id: string;
  text: string;
  problem: string;
  createdAt: number;
}

export const readJson = (key: string): unknown => {
  try {
    const raw = sessionStorage.getItem(key);
    return raw === null ? null : (JSON.parse(raw) as unknown);
  } catch {
    return null;
  }
};

const writeJson = (key: string, value: unknown) => {
  try {
    if (value === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage may be full or refused (private mode): the journey still works, it just won't survive a reload.
  }
};

const hasKey = (key: string): boolean => {
  try {
    return sessionStorage.getItem(key) !== null;
  } catch {
    return false;
  }
};

/** The reader (and its validator), fetched only when something is to be read back. */
export const loadStorageReader = () => import('./storage-read');

/** Whether a journey or recent ideas were stored (cheap: decides whether the reader is fetched). */
export const hasStoredJourney = () => hasKey(JOURNEY_KEY);
export const hasRecentIdeas = () => hasKey(RECENT_KEY);

/** What of a stage is worth keeping. A processing stage comes back as the input with its text. */
const toStored = (stage: Stage): unknown => {
  switch (stage.name) {
    case 'landing':
      // An idea kept when the session was lost comes back in the input.
      return stage.draft ? { name: 'input', draft: stage.draft } : null;
    case 'input':
      return stage.draft.trim() === '' ? null : { name: 'input', draft: stage.draft };
    case 'processing':
      return { name: 'input', draft: stage.ideaText };
    case 'clarification':
    case 'selector':
      return { name: stage.name, idea: stage.idea };
    case 'walkthrough':
      return { name: 'walkthrough', idea: stage.idea, guide: stage.guide };
    default:
      return null;
  }
};

export function saveJourney(stage: Stage): void {
  writeJson(JOURNEY_KEY, toStored(stage));
}

export function clearJourney(): void {
  writeJson(JOURNEY_KEY, null);
}

export function forgetRecentIdeas(): void {
  writeJson(RECENT_KEY, null);
}

/**
 * A session ended (docs/product.md §5.9, §5.11, §7.7): what the tab keeps of the person goes at
 * once, before any screen hears of the end and without fetching any code, so that no sign-in page
 * shows while their idea is still in the tab, nor after a fetch fails. The recent ideas, One step at
 * a time's records and a visitor's guide items go either way; after a sign-out the journey goes
 * whole. After a lost session the journey keeps an idea not yet saved, which takes the reader:
 * `forgetStoredJourney` (storage-read.ts) finishes that.
 */
export function forgetSessionAtOnce(end: SessionEnd): void {
  for (const key of [RECENT_KEY, FOCUS_RECORDS_KEY, TAB_GUIDE_ITEMS_KEY]) writeJson(key, null);
  if (end === 'signed-out') clearJourney();
}

/** Puts an idea on top of the session's list (given the current list), keeping the newest few. */
export function rememberRecentIdea(
  current: RecentIdea[],
  idea: Omit<RecentIdea, 'id' | 'createdAt'>,
): RecentIdea[] {
  const entry: RecentIdea = { ...idea, id: crypto.randomUUID(), createdAt: Date.now() };
  const next = [entry, ...current].slice(0, RECENT_IDEAS_MAX);
  writeJson(RECENT_KEY, next);
  return next;
}

/** Cuts text at `max` characters (never inside an emoji), with an ellipsis when something was cut. */
export const truncate = (value: string, max: number): string =>
  value.length > max ? `${sliceWhole(value, max).trimEnd()}…` : value;
