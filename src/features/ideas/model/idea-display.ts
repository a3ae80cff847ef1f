import { IDEA_CARD_TAGS_SHOWN, IDEA_CARD_TEXT_MAX } from '@/config/constants';
import { paths } from '@/config/paths';
import type { Idea } from '@/domain/model';
import type { IdeaStatus } from '@/domain/vocabulary';
import { sliceWhole } from '@/lib/text';

/** Badge tones per status: colour is a second signal; the label always says it in words. */
export const IDEA_STATUS_TONES = {
  draft: 'neutral',
  clarified: 'info',
  in_progress: 'warning',
  completed: 'success',
  // Parked is a choice, not a failure: a quiet tone, never red.
  parked: 'brand',
} as const satisfies Record<IdeaStatus, string>;

/** docs/product.md §8.1: a card shows the first 150 characters, then an ellipsis. */
export function cardText(text: string, max: number = IDEA_CARD_TEXT_MAX): string {
  return text.length > max ? `${sliceWhole(text, max).trimEnd()}...` : text;
}

/**
 * A short title for places where the whole idea would not fit (page title, accessible names): the
 * first line, cut at a word boundary when it is long.
 */
export function ideaTitle(text: string, max = 60): string {
  const firstLine = text.trim().split(/\r?\n/, 1)[0] ?? '';
  if (firstLine.length <= max) return firstLine;
  const cut = sliceWhole(firstLine, max);
  const lastSpace = cut.lastIndexOf(' ');
  // A single very long word is cut where it must be.
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}...`;
}

/** docs/product.md §8.1: three tags, then '+N more' for the rest. */
export function visibleTags(tags: readonly string[], shown: number = IDEA_CARD_TAGS_SHOWN) {
  return { shown: tags.slice(0, shown), hiddenCount: Math.max(tags.length - shown, 0) };
}

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** A stored timestamp as the reader's locale writes a date. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateFormat.format(date);
}

/**
 * Said beside a clarification the AI did not write (docs/product.md §10.5): the general pointers are
 * never passed off as advice about the idea.
 */
export const FALLBACK_CLARIFICATION_NOTE =
  'The AI could not be reached when this idea was clarified, so these are general pointers, not advice about this idea.';

/**
 * A card's one main action (docs/product.md §8.1): back into the guide when one is under way, else
 * the idea's page. A completed idea's guide is finished and a parked one was set aside on purpose
 * (its page has 'Unpark'), so both open the page instead.
 */
export function mainAction(idea: Pick<Idea, 'id' | 'status' | 'selected_next_step'>): {
  label: 'Continue the guide' | 'Open idea';
  to: string;
} {
  const step = idea.selected_next_step;
  if (step && idea.status !== 'completed' && idea.status !== 'parked') {
    return { label: 'Continue the guide', to: paths.resumeJourney(idea.id, step) };
  }
  return { label: 'Open idea', to: paths.idea(idea.id) };
}
