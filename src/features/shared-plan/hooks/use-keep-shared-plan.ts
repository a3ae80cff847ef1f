import { useState } from 'react';
import { STEP_KEYS } from '@/domain/vocabulary';
import { tickChange } from '@/domain/step-progress';
import { useGuideSaveMutation } from '@/lib/api/guides/guide-save-mutation';
import { useIdeaCreateMutation } from '@/lib/api/ideas/idea-create-mutation';
import { useStepChoiceMutation } from '@/lib/api/ideas/step-choice-mutation';
import { useStepProgressMutation } from '@/lib/api/ideas/step-progress-mutation';
import { refusalMessage } from '@/lib/api/refusal';
import type { SharedPlan } from '@/lib/share/plan';

const NOT_SAVED = 'Your copy could not be saved to your account.';

/**
 * 'Make it mine' for a signed-in person (docs/product.md §5.14): a new idea of their own with the
 * shared clarification, the guide's step chosen, the guide kept with it and the shared ticks, each
 * through the same writes the journey makes. Resolves with the new idea's id.
 */
export function useKeepSharedPlan() {
  const createIdea = useIdeaCreateMutation();
  const chooseStep = useStepChoiceMutation();
  const saveGuide = useGuideSaveMutation();
  const saveTick = useStepProgressMutation({ failureMessage: () => null });
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const keepGuideAndTicks = async (ideaId: string, plan: SharedPlan) => {
    const ref = { ideaId };
    await chooseStep.mutateAsync({ ref, step: plan.guide.kind, chosen: null });
    // General pointers are never kept with an idea: its guide is asked for afresh, with no ticks.
    if (plan.guideSource !== 'ai') return;
    await saveGuide.mutateAsync({ ideaId, guide: plan.guide });
    for (const index of plan.done) {
      const key = STEP_KEYS[index];
      if (key && index < plan.guide.steps.length)
        await saveTick.mutateAsync({ ref, change: tickChange(key, true) });
    }
  };

  const keep = async (plan: SharedPlan): Promise<string | null> => {
    setSaving(true);
    setError(null);
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
      return null;
    } finally {
      setSaving(false);
    }
  };

  return { keep, saving, error };
}
