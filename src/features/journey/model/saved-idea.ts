import type { CurrentIdea, GuideState } from '@/features/journey/model/journey';
import type { SavedIdeaWithGuide } from '@/lib/api/ideas/saved-idea-load';

/**
 * docs/product.md §5.10 (resume): the saved idea fills the clarification and, for the walkthrough,
 * its stored guide; its ticks are read from the idea itself (`useJourneyProgress`). Null when it
 * was never clarified.
 */
export function openedSavedIdea({
  idea: saved,
  guide,
}: SavedIdeaWithGuide): { idea: CurrentIdea; guide: GuideState | null } | null {
  if (!saved.structured_data) return null;
  const idea: CurrentIdea = {
    text: saved.idea_text,
    clarified: { ...saved.structured_data, tags: saved.tags },
    // General pointers stay marked as such (docs/decisions/027-fallback-source-inside-the-stored-json.md).
    source: saved.clarification_source,
    ideaId: saved.id,
    step: saved.selected_next_step,
  };
  return { idea, guide: guide ? { guide, source: 'ai' } : null };
}
