import type { Triage, TriageEntry, TriageRatings } from '@/domain/model';

/**
 * 'Which idea first?' (docs/decisions/043-the-shelf-and-the-triage.md), pure: the four ratings,
 * their labels, and the ranking.
 */

export const RATING_KEYS = ['excitement', 'effort', 'energy', 'evidence'] as const;
export type RatingKey = (typeof RATING_KEYS)[number];

export const RATING_LABELS: Record<RatingKey, string> = {
  excitement: 'Excitement',
  effort: 'Effort',
  energy: 'Fits my energy now',
  evidence: 'Evidence people want it',
};

/** Said beside a slider: what its ends mean. Effort is the one where less is better. */
export const RATING_HINTS: Record<RatingKey, string> = {
  excitement: '1 = meh, 5 = can’t stop thinking about it',
  effort: 'less is better: 1 = a weekend, 5 = months of work',
  energy: '1 = not now, 5 = just right for me now',
  evidence: '1 = a hunch, 5 = people are asking for it',
};

/** Where a slider starts without a suggestion: the middle, so nothing is prejudged. */
export const NEUTRAL_RATINGS: TriageRatings = { excitement: 3, effort: 3, energy: 3, evidence: 3 };

/** One number per idea: every rating counts the same, effort turned round (1 is best). */
export const triageScore = (r: TriageRatings): number =>
  r.excitement + (6 - r.effort) + r.energy + r.evidence;

/**
 * Best first. Ties go to the smaller effort (the quicker start), then the greater excitement, then
 * the order the ideas were picked in, so the result never reorders by chance.
 */
export function rankTriage(entries: readonly TriageEntry[]): TriageEntry[] {
  return entries
    .map((entry, index) => ({ entry, index }))
    .sort(
      (a, b) =>
        triageScore(b.entry.ratings) - triageScore(a.entry.ratings) ||
        a.entry.ratings.effort - b.entry.ratings.effort ||
        b.entry.ratings.excitement - a.entry.ratings.excitement ||
        a.index - b.index,
    )
    .map(({ entry }) => entry);
}

/** The ratings an idea starts from: the last triage's for that idea, if any, else neutral. */
export function startingRatings(last: Triage | null, ideaId: string): TriageRatings {
  return last?.entries.find((entry) => entry.ideaId === ideaId)?.ratings ?? NEUTRAL_RATINGS;
}
