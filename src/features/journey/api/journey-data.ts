import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { StepKind } from '@/config/constants';
import { useBackend } from '@/lib/backend/backend-context';
import type { Backend, IdeaPatch, NewIdea } from '@/lib/backend/port';
import type { Guide } from '@/lib/domain';
import type { CurrentIdea, GuideState, SavedIdeaRequest } from '@/features/journey/model/journey';

/**
 * The journey's reads and writes of saved ideas (signed-in users only; a visitor's journey never
 * reaches the server). Every write invalidates the ideas cache so My Ideas and the dashboard agree.
 */

/** The ideas domain's cache prefix (`ideaKeys.all`). */
const IDEAS_KEY = ['ideas'] as const;
const STATS_KEY = ['stats'] as const;

/**
 * Saving hooks. Plain calls rather than `useMutation`: the journey shell is in the first page load,
 * and these only need to write and then refresh the ideas cache.
 */
export function useIdeaWrites() {
  const backend = useBackend();
  const queryClient = useQueryClient();
  return useMemo(() => {
    const refresh = () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: IDEAS_KEY }),
        queryClient.invalidateQueries({ queryKey: STATS_KEY }),
      ]);
    return {
      create: async (idea: NewIdea) => {
        try {
          return await backend.ideas.create(idea);
        } finally {
          void refresh();
        }
      },
      update: async (id: string, patch: IdeaPatch) => {
        try {
          return await backend.ideas.update(id, patch);
        } finally {
          void refresh();
        }
      },
    };
  }, [backend, queryClient]);
}

export type SavedIdeaResult =
  { kind: 'found'; idea: CurrentIdea; guide: GuideState | null } | { kind: 'not-found' };

/** Spec §4 "Resume": the saved idea fills the clarification; its ticks come back from step_progress. */
export async function loadSavedIdea(
  backend: Backend,
  request: SavedIdeaRequest,
): Promise<SavedIdeaResult> {
  const saved = await backend.ideas.get(request.ideaId);
  if (!saved || !saved.structured_data) return { kind: 'not-found' };
  const idea: CurrentIdea = {
    text: saved.idea_text,
    clarified: { ...saved.structured_data, tags: saved.tags },
    source: 'ai',
    ideaId: saved.id,
    step: saved.selected_next_step,
    progress: saved.step_progress,
  };
  let guide: GuideState | null = null;
  if (request.target === 'walkthrough') {
    const stored = await readStoredGuide(backend, saved.id, request.step);
    guide = stored ? { guide: stored, source: 'ai' } : null;
  }
  return { kind: 'found', idea, guide };
}

/** A stored guide, or null when there is none or it cannot be read (a new one is generated then). */
export async function readStoredGuide(
  backend: Backend,
  ideaId: string,
  kind: StepKind,
): Promise<Guide | null> {
  try {
    return await backend.guides.get(ideaId, kind);
  } catch (error) {
    console.warn('Could not read the stored guide; generating a new one.', error);
    return null;
  }
}

/** Stores a saved idea's first guide so that resuming shows the one the person ticked. */
export async function storeGuide(backend: Backend, ideaId: string, guide: Guide): Promise<void> {
  try {
    await backend.guides.save(ideaId, guide);
  } catch (error) {
    // The guide is on screen already; only a later resume would miss it.
    console.warn('Could not store the guide.', error);
  }
}
