import type { QueryClient } from '@tanstack/react-query';
import type { CurrentIdea, GuideState, SavedIdeaRequest } from '@/features/journey/model/journey';
import { fetchGuide } from '@/lib/api/guides/guide-query';
import { fetchIdea } from '@/lib/api/ideas/idea-query';
import type { Backend } from '@/lib/backend/port';

/**
 * docs/product.md §5.10 (resume): the saved idea fills the clarification, its ticks come back from
 * step_progress and, for the walkthrough, its stored guide. Null when there is no such idea (or
 * it was never clarified). Imported when a link needs it, so none of it is in the first page load.
 */
export async function openSavedIdea(
  queryClient: QueryClient,
  backend: Backend,
  request: SavedIdeaRequest,
): Promise<{ idea: CurrentIdea; guide: GuideState | null } | null> {
  const saved = await fetchIdea(queryClient, backend, request.ideaId);
  if (!saved || !saved.structured_data) return null;
  const idea: CurrentIdea = {
    text: saved.idea_text,
    clarified: { ...saved.structured_data, tags: saved.tags },
    // General pointers stay marked as such (docs/decisions/027-fallback-source-inside-the-stored-json.md).
    source: saved.clarification_source,
    ideaId: saved.id,
    step: saved.selected_next_step,
    progress: saved.step_progress,
  };
  let guide: GuideState | null = null;
  if (request.target === 'walkthrough') {
    const stored = await fetchGuide(queryClient, backend, saved.id, request.step);
    guide = stored ? { guide: stored, source: 'ai' } : null;
  }
  return { idea, guide };
}
