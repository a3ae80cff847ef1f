import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { StepKind } from '@/domain/vocabulary';
import { useBackend } from '@/lib/backend/backend-context';
import type { SavedIdeaWithGuide } from './saved-idea-load';

/**
 * What opens a saved idea named by a link (`?resume` or `?selectStep`): the idea, and the stored
 * guide of `step` when one is asked for. The loading code is fetched on first use.
 */
export function useSavedIdeaLoader(): (
  ideaId: string,
  step: StepKind | null,
) => Promise<SavedIdeaWithGuide | null> {
  const backend = useBackend();
  const queryClient = useQueryClient();
  return useCallback(
    (ideaId, step) =>
      import('./saved-idea-load').then(({ loadSavedIdea }) =>
        loadSavedIdea(queryClient, backend, ideaId, step),
      ),
    [backend, queryClient],
  );
}
