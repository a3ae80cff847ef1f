/**
 * The product's words (docs/product.md §5, §8, §9): the step kinds, the idea and step statuses, the
 * step keys, and how each reads on screen. Every layer imports them from here and this module
 * imports none of those layers (docs/decisions/077-the-domain-in-one-module.md).
 */

/**
 * The five step kinds of docs/product.md §5.5, in the order the selector shows them, with their
 * guide titles.
 */
export const STEP_KINDS = ['mvp', 'research', 'audience', 'monetization', 'explore'] as const;
export type StepKind = (typeof STEP_KINDS)[number];
export const STEP_TITLES: Record<StepKind, string> = {
  mvp: 'Build an MVP',
  research: 'Market Research',
  audience: 'Understand Your Audience',
  monetization: 'Explore Monetization',
  explore: 'Explore Ideas More',
};

/**
 * The spec's four statuses, and `parked`: set aside on purpose, returned to the status it had by
 * 'Unpark' (docs/decisions/042-parked-status-and-the-portfolio-row.md).
 */
export const IDEA_STATUSES = ['draft', 'clarified', 'in_progress', 'completed', 'parked'] as const;
export type IdeaStatus = (typeof IDEA_STATUSES)[number];

export const STEP_STATUSES = ['not_started', 'in_progress', 'complete'] as const;
export type StepStatus = (typeof STEP_STATUSES)[number];

export const STEP_KEYS = ['step1', 'step2', 'step3', 'step4', 'step5'] as const;
export type StepKey = (typeof STEP_KEYS)[number];

/** How each idea status reads on screen (docs/product.md §8.1: the status filter's words). */
export const IDEA_STATUS_LABELS: Record<IdeaStatus, string> = {
  draft: 'Draft',
  clarified: 'Clarified',
  in_progress: 'In Progress',
  completed: 'Completed',
  parked: 'Parked',
};

export const STEP_STATUS_LABELS: Record<StepStatus, string> = {
  not_started: 'Not started',
  in_progress: 'In progress',
  complete: 'Complete',
};

/** The heading of a guide's extras list, named for its kind (docs/product.md §5.5, §5.6). */
export const EXTRAS_LABELS: Record<StepKind, string> = {
  mvp: 'Recommended Tools',
  research: 'Recommended Resources',
  audience: 'Recommended Methods',
  monetization: 'Monetization Models',
  explore: 'Techniques to Try',
};
