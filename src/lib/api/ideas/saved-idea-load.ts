import type { QueryClient } from '@tanstack/react-query';
import type { StepKind } from '@/domain/vocabulary';
import { fetchGuide } from '@/lib/api/guides/guide-query';
import type { Backend } from '@/lib/backend/port';
import type { Guide, Idea } from '@/domain/model';
import { fetchIdea } from './idea-query';

export interface SavedIdeaWithGuide {
  idea: Idea;
  /** The stored guide of `step`, when one was asked for and is stored. */
  guide: Guide | null;
}

/**
 * A saved idea (through the cache) and, when `step` is given, its stored guide of that kind. Null
 * when there is no such idea. Imported when a link needs it, so none of it is in the first load.
 */
export async function loadSavedIdea(
  queryClient: QueryClient,
  backend: Backend,
  ideaId: string,
  step: StepKind | null,
): Promise<SavedIdeaWithGuide | null> {
  const idea = await fetchIdea(queryClient, backend, ideaId);
  if (!idea) return null;
  const guide = step ? await fetchGuide(queryClient, backend, idea.id, step) : null;
  return { idea, guide };
}
