import { STEP_KEYS } from '@/domain/vocabulary';
import type { IdeasPort } from '@/lib/backend/port';
import type { Idea, StepProgress } from '@/domain/model';

/**
 * Sets the scene of an idea with this step progress, through the only way the app writes it: one
 * change at a time (docs/decisions/062-no-whole-map-writes-of-step-progress.md). Each tick moves
 * the status along, so the status the idea had is put back afterwards: the idea is as if the map
 * had been stored as it is.
 */
export async function seedStepProgress(
  ideas: Pick<IdeasPort, 'get' | 'setStepProgress' | 'update'>,
  id: string,
  progress: StepProgress,
): Promise<Idea> {
  const before = await ideas.get(id);
  if (!before) throw new Error(`No idea ${id} to set step progress on.`);
  let idea = before;
  for (const key of STEP_KEYS) {
    const state = progress[key];
    if (state !== undefined) idea = await ideas.setStepProgress(id, { step: key, state });
  }
  return idea.status === before.status ? idea : ideas.update(id, { status: before.status });
}
