import type { FallbackReason } from '@/features/journey/model/journey';
import { useLazyModule } from '@/lib/use-lazy-module';

const importAi = () => import('@/lib/ai');
export type AiModule = Awaited<ReturnType<typeof importAi>>;

// Once fetched, every screen that asks gets the module at once, without a render in between.
let loaded: AiModule | null = null;

/**
 * The AI module, fetched only when the journey first needs it, so the SDK stays out of the first
 * page load (docs/decisions/006-streamed-structured-outputs-with-repair.md).
 */
export const loadAi = (): Promise<AiModule> =>
  importAi().then((module) => {
    loaded = module;
    return module;
  });

/** The AI module once `needed` turns true and it has arrived; null until then. */
export const useAiModule = (needed: boolean): AiModule | null =>
  useLazyModule(loadAi, needed, loaded);

/** Whether the AI answers (a missing connection shows a note); true until the module is known. */
export const isAiConnected = (ai: AiModule | null): boolean =>
  ai ? ai.getAiConnection().kind !== 'not-connected' : true;

/** Whether the AI that answers is 'Private AI in this browser' (the page's own model). */
export const isPrivateAiInUse = (ai: AiModule | null): boolean =>
  ai?.getAiConnection().kind === 'private';

/** Why an answer is the fallback: no AI was connected (none was asked), or the one asked failed. */
export const fallbackReasonOf = (
  ai: AiModule,
  result: { source: 'ai' | 'fallback'; error?: string },
): FallbackReason | undefined =>
  result.source === 'ai'
    ? undefined
    : result.error === ai.NOT_CONNECTED_MESSAGE
      ? 'not-connected'
      : 'failed';
