import { useIsMutating } from '@tanstack/react-query';

/**
 * The writes that shape an idea's journey: the step chosen, its guide, its ticks. Their mutation
 * keys share this start, so a screen can tell whether any is still on its way.
 */
export const journeyWriteKeys = {
  all: ['journey-writes'] as const,
  stepChoice: () => [...journeyWriteKeys.all, 'step-choice'] as const,
  guide: () => [...journeyWriteKeys.all, 'guide'] as const,
  stepProgress: () => [...journeyWriteKeys.all, 'step-progress'] as const,
};

/** Per idea, the step choices and guide saves still on their way. */
const foundations = new Map<string, Set<Promise<unknown>>>();

/**
 * Marks a write that ticks build on. A step choice that landed after a tick would start the steps
 * afresh and lose it (a slow device saves the idea, and so the choice, after the person ticked),
 * and a tick that landed before its guide would count the steps of no guide.
 */
export function asFoundation<T>(ideaId: string, write: Promise<T>): Promise<T> {
  const pending = foundations.get(ideaId) ?? new Set<Promise<unknown>>();
  foundations.set(ideaId, pending);
  pending.add(write);
  const settle = () => {
    pending.delete(write);
    if (pending.size === 0 && foundations.get(ideaId) === pending) foundations.delete(ideaId);
  };
  write.then(settle, settle);
  return write;
}

/**
 * Waits for the idea's step choices and guide saves started before now, landed or failed. Ticks
 * do not wait for each other: each is one change the database applies to the map it holds.
 */
export async function afterFoundations(ideaId: string): Promise<void> {
  const pending = foundations.get(ideaId);
  if (pending) await Promise.allSettled([...pending]);
}

/**
 * Whether a journey write is still on its way to the database: the progress on screen is the
 * person's, and not yet stored. The guide's progress is marked busy meanwhile.
 */
export const useJourneyWritesPending = () =>
  useIsMutating({ mutationKey: journeyWriteKeys.all }) > 0;
