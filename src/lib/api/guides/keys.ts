import type { StepKind } from '@/domain/vocabulary';

/** Saved guides, one per idea and step kind. */
export const guideKeys = {
  all: ['guides'] as const,
  idea: (ideaId: string) => [...guideKeys.all, ideaId] as const,
  detail: (ideaId: string, kind: StepKind) => [...guideKeys.idea(ideaId), kind] as const,
};
