import type { StepKind } from '@/domain/vocabulary';
import type { GuideItem } from '@/domain/model';
import { fingerprint } from '@/lib/text';

/**
 * The items of guides kept only in this tab (a visitor's): sessionStorage, like the rest of a
 * visitor's journey (docs/decisions/014-visitor-journey-in-session-storage.md), never sent to a
 * server. Each guide's items are read and written whole, synchronously: one tab, one writer.
 */

export const TAB_ITEMS_KEY = 'clarity.guide-items';

/** Guides remembered in one tab; the oldest goes first. */
const TAB_GUIDES_MAX = 10;

type TabItems = Record<string, GuideItem[]>;

const isItem = (value: unknown): value is GuideItem => {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return (
    typeof item.key === 'string' &&
    // 's0' is the guide's 'Start here' (src/domain/start-here.ts).
    /^(s0|s[1-5](\.[1-7](\.[1-7])?|\.b[1-9])?)$/.test(item.key) &&
    (item.title === null || typeof item.title === 'string') &&
    (item.minutes === null || Number.isInteger(item.minutes)) &&
    typeof item.done === 'boolean' &&
    Number.isInteger(item.secondsSpent)
  );
};

function readAll(): TabItems {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(TAB_ITEMS_KEY) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    const all: TabItems = {};
    for (const [key, items] of Object.entries(parsed))
      if (Array.isArray(items)) all[key] = items.filter(isItem);
    return all;
  } catch {
    return {};
  }
}

/** The items of the guide `tabKey` names; none when nothing (or nothing readable) is stored. */
export const readTabItems = (tabKey: string): GuideItem[] => readAll()[tabKey] ?? [];

/** Stores the guide's items, as the most recent guide of the tab. */
export function writeTabItems(tabKey: string, items: GuideItem[]): void {
  const { [tabKey]: _previous, ...others } = readAll();
  const kept = Object.entries(others).slice(-(TAB_GUIDES_MAX - 1));
  try {
    sessionStorage.setItem(
      TAB_ITEMS_KEY,
      JSON.stringify(Object.fromEntries([...kept, [tabKey, items]])),
    );
  } catch {
    // Storage full or refused (private mode): the items stay on screen, only a reload loses them.
  }
}

/** Forgets every guide's items in this tab (a session ended: nothing of the journey stays). */
export function forgetTabItems(): void {
  try {
    sessionStorage.removeItem(TAB_ITEMS_KEY);
  } catch {
    // Nothing to forget where storage is refused.
  }
}

/**
 * Names a guide kept in the tab by what it is: the idea's text, the kind, the steps' titles. A
 * different idea, or a new guide for it, starts with no items.
 */
export const guideTabKey = (ideaText: string, kind: StepKind, stepTitles: readonly string[]) =>
  `${kind}-${fingerprint([ideaText, kind, ...stepTitles])}`;
