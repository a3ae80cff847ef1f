import { useState } from 'react';
import { STEP_KEYS } from '@/domain/vocabulary';
import { tickChange } from '@/domain/step-progress';
import { useGuideSaveMutation } from '@/lib/api/guides/guide-save-mutation';
import { useIdeaCreateMutation } from '@/lib/api/ideas/idea-create-mutation';
import type { StepProgressRef } from '@/lib/api/ideas/keys';
import { useStepChoiceMutation } from '@/lib/api/ideas/step-choice-mutation';
import { useStepProgressMutation } from '@/lib/api/ideas/step-progress-mutation';
import { progressTabKey } from '@/lib/api/ideas/tab-progress';
import { refusalMessage } from '@/lib/api/refusal';
import type { SharedPlan } from '@/lib/share/plan';

const NOT_SAVED = 'Your copy could not be saved to your account.';

/**
 * 'Make it mine' (docs/product.md §5.14): a copy of the plan as one's own idea, its step chosen and
 * the shared ticks set through the same writes the journey makes, so they land where that idea's
 * progress lives (docs/decisions/085-one-home-for-step-progress.md) and every cached copy shows
 * them. A visitor's copy is the tab's journey (`keepInTab`, handed in by the app) with its ticks in
 * the tab; a signed-in person's is a new saved idea with its guide. Resolves with the new idea's
 * id, null for a copy kept in the tab, or undefined when it could not be saved.
 */
export function useKeepSharedPlan(keepInTab: (plan: SharedPlan) => void) {
  const createIdea = useIdeaCreateMutation();
  const chooseStep = useStepChoiceMutation();
  const saveGuide = useGuideSaveMutation();
  const saveTick = useStepProgressMutation({ failureMessage: () => null });
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const keepTicks = async (ref: StepProgressRef, plan: SharedPlan) => {
    for (const index of plan.done) {
      const key = STEP_KEYS[index];
      if (key && index < plan.guide.steps.length)
        await saveTick.mutateAsync({ ref, change: tickChange(key, true) });
    }
  };

  /** The step is chosen afresh (`chosen: null`): ticks the tab held for the same words go. */
  const keepInThisTab = async (plan: SharedPlan) => {
    keepInTab(plan);
    const ref = { tabKey: progressTabKey(plan.idea) };
    await chooseStep.mutateAsync({ ref, step: plan.guide.kind, chosen: null });
    await keepTicks(ref, plan);
  };

  const keepGuideAndTicks = async (ideaId: string, plan: SharedPlan) => {
    const ref = { ideaId };
    await chooseStep.mutateAsync({ ref, step: plan.guide.kind, chosen: null });
    // General pointers are never kept with an idea: its guide is asked for afresh, with no ticks.
    if (plan.guideSource !== 'ai') return;
    await saveGuide.mutateAsync({ ideaId, guide: plan.guide });
    await keepTicks(ref, plan);
  };

  const keepInAccount = async (plan: SharedPlan): Promise<string | undefined> => {
    try {
      const idea = await createIdea.mutateAsync({
        idea_text: plan.idea,
        structured_data: plan.clarification,
        clarification_source: plan.clarificationSource,
        status: 'clarified',
        tags: [],
      });
      // From here the idea is the person's: a later write that fails is logged by its mutation
      // and the journey makes up for it (a resume link chooses its step, a missing guide is asked
      // for afresh), so the copy still opens.
      await keepGuideAndTicks(idea.id, plan).catch(() => undefined);
      return idea.id;
    } catch (caught) {
      const refusal = refusalMessage(caught);
      setError(refusal ? `${NOT_SAVED} ${refusal}` : `${NOT_SAVED} Please try again.`);
      return undefined;
    }
  };

  const keep = async (plan: SharedPlan, signedIn: boolean): Promise<string | null | undefined> => {
    setSaving(true);
    setError(null);
    try {
      if (signedIn) return await keepInAccount(plan);
      // Tab writes do not fail (a full store only loses them at a reload): the copy opens.
      await keepInThisTab(plan).catch(() => undefined);
      return null;
    } finally {
      setSaving(false);
    }
  };

  return { keep, saving, error };
}
