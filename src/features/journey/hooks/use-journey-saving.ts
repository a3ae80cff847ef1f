import type { Dispatch, RefObject } from 'react';
import { toast } from '@/components/ui/toaster';
import { STEP_KEYS, type StepKind } from '@/domain/vocabulary';
import { ideaOf, type JourneyEvent, type Stage } from '@/features/journey/model/journey';
import { useGuideSaveMutation } from '@/lib/api/guides/guide-save-mutation';
import { useIdeaCreateMutation } from '@/lib/api/ideas/idea-create-mutation';
import { useIdeaUpdateMutation } from '@/lib/api/ideas/idea-update-mutation';
import { useStepChoiceMutation } from '@/lib/api/ideas/step-choice-mutation';
import { useStepProgressMutation } from '@/lib/api/ideas/step-progress-mutation';
import { progressTabKey, readTabProgress } from '@/lib/api/ideas/tab-progress';
import { tickChange } from '@/domain/step-progress';
import { refusalMessage } from '@/lib/api/refusal';
import type { ClarifiedIdea, ResultSource, StepProgress } from '@/domain/model';
import { progressRefOf } from '@/features/journey/model/progress-ref';

const PROGRESS_SAVE_FAILED =
  'Your progress could not be saved, so that step was set back. Please try again.';
const IDEA_NOT_SAVED = 'Your idea could not be saved to your account.';
const IDEA_SAVE_FAILED =
  'Your idea could not be saved to your account. You can keep going; it stays in this tab.';
const REPLACEMENT_SAVE_FAILED =
  "The AI's answer could not be saved to your account, which keeps the general pointers. You can keep going; the answer stays in this tab.";

/**
 * What the journey writes: to a signed-in person's account the clarified idea, and for everyone the
 * step chosen and the ticks, where the idea's progress lives (the account, or this tab for a
 * visitor's idea and one whose save has not landed). A visitor's journey never reaches the server.
 */
export function useJourneySaving(
  signedIn: boolean,
  stageRef: RefObject<Stage>,
  dispatch: Dispatch<JourneyEvent>,
) {
  const createIdea = useIdeaCreateMutation();
  const updateIdea = useIdeaUpdateMutation();
  // Optimistic: the tick shows at once, and a failed save takes only that tick back.
  const saveTick = useStepProgressMutation({
    // Signed out meanwhile: the journey is closed and has said why.
    failureMessage: () => (stageRef.current.name === 'walkthrough' ? PROGRESS_SAVE_FAILED : null),
  });

  const chooseStep = useStepChoiceMutation();
  const saveGuide = useGuideSaveMutation();

  /** The ticks the tab kept for an idea before its save landed, each saved to the account. */
  const keepTabTicks = (ideaId: string, ticked: StepProgress) => {
    for (const key of STEP_KEYS)
      if (ticked[key] === 'complete')
        saveTick.mutate({ ref: { ideaId }, change: tickChange(key, true) });
  };

  /** The AI's clarification takes the place of the general pointers in the saved idea. */
  const saveReplacement = (ideaId: string, clarifiedIdea: ClarifiedIdea) =>
    updateIdea.mutate(
      {
        id: ideaId,
        patch: {
          clarification: {
            structured_data: clarifiedIdea,
            source: 'ai',
            tags: clarifiedIdea.tags ?? [],
          },
        },
      },
      { onError: () => toast.error(REPLACEMENT_SAVE_FAILED) },
    );

  /** The processing stage answered: the idea is clarified, and saved for a signed-in person. */
  const clarified = (clarifiedIdea: ClarifiedIdea, ideaText: string, source: ResultSource) => {
    if (!signedIn) return;
    createIdea
      .mutateAsync({
        idea_text: ideaText,
        structured_data: clarifiedIdea,
        clarification_source: source,
        status: 'clarified',
        tags: clarifiedIdea.tags ?? [],
      })
      .then((saved) => {
        const latest = ideaOf(stageRef.current);
        // The person may have picked a step and ticked before the save landed: the choice goes
        // to the account before the screen reads the progress from there, then the guide on
        // screen and the tab's ticks, which wait for both (journey-writes.ts).
        const chosen = latest?.text === ideaText ? latest.step : null;
        const ticked = chosen ? readTabProgress(progressTabKey(ideaText)) : {};
        if (chosen) chooseStep.mutate({ ref: { ideaId: saved.id }, step: chosen, chosen: null });
        dispatch({ type: 'ideaSaved', ideaId: saved.id });
        // The AI may have answered a retry before the save landed.
        if (latest?.text === ideaText && source === 'fallback' && latest.source === 'ai')
          saveReplacement(saved.id, latest.clarified);
        // The guide may be on screen already: generated while the idea had no id, it was not
        // kept with it.
        const shown = stageRef.current;
        if (
          latest?.text === ideaText &&
          shown.name === 'walkthrough' &&
          shown.guide?.source === 'ai' &&
          shown.guide.guide.kind === latest.step
        )
          saveGuide.mutate({ ideaId: saved.id, guide: shown.guide.guide });
        keepTabTicks(saved.id, ticked);
      })
      .catch((error: unknown) => {
        // Signed out meanwhile: the journey is closed, has said why and kept the idea's text. A
        // quick refusal can land before the clarification is rendered, while still 'processing'.
        const stage = stageRef.current;
        const shown = stage.name === 'processing' ? stage.ideaText : ideaOf(stage)?.text;
        if (shown !== ideaText) return;
        // Refused by a rule (too many ideas, too large): the database's sentence says what to do.
        const refusal = refusalMessage(error);
        toast.error(refusal ? `${IDEA_NOT_SAVED} ${refusal}` : IDEA_SAVE_FAILED);
      });
  };

  /** Trying again after the fallback, the AI answered: the screen and the saved idea take it. */
  const replaceFallback = (clarifiedIdea: ClarifiedIdea) => {
    const stage = stageRef.current;
    if (stage.name !== 'clarification' || stage.idea.source !== 'fallback') return;
    dispatch({ type: 'clarificationReplaced', clarified: clarifiedIdea });
    // Not saved yet: the save in flight replaces it when it lands (see `clarified`).
    if (signedIn && stage.idea.ideaId) saveReplacement(stage.idea.ideaId, clarifiedIdea);
  };

  const pickStep = (step: StepKind) => {
    const stage = stageRef.current;
    if (stage.name !== 'selector') return;
    const idea = stage.idea;
    dispatch({ type: 'pickStep', step });
    chooseStep.mutate({ ref: progressRefOf(idea), step, chosen: idea.step });
  };

  /** `onSetBack`: the screen's own answer when the tick could not be saved and was taken back. */
  const toggleStep = (index: number, complete: boolean, onSetBack?: () => void) => {
    const stage = stageRef.current;
    const key = STEP_KEYS[index];
    // Only a step of the guide on screen is ticked.
    if (stage.name !== 'walkthrough' || !stage.guide || !key) return;
    if (index >= stage.guide.guide.steps.length) return;
    saveTick.mutate(
      { ref: progressRefOf(stage.idea), change: tickChange(key, complete) },
      { onError: () => onSetBack?.() },
    );
  };

  return { clarified, replaceFallback, pickStep, toggleStep };
}
