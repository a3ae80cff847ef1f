import { RECENT_IDEAS_MAX } from '@/config/constants';
import { sliceWhole } from '@/lib/text';
import type { Stage } from './journey';
import { JOURNEY_KEY, RECENT_KEY } from './tab-keys';

/**
 * What survives a reload (docs/product.md §5.9,
 * docs/decisions/014-visitor-journey-in-session-storage.md): the stage with the current idea, its
 * clarification, guide and ticks, plus the session's recent ideas. Writing needs no validator;
 * reading back does, and lives in `storage-read.ts`, loaded only when there is something to read.
 */

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
      // Kept even empty: someone who opened the idea input, went to another page (AI settings
      // from its notice) and came back finds it again, even when they left before the journey's
      // history rules had given the input an entry of its own (docs/decisions/101).
      return { name: 'input', draft: stage.draft };
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
