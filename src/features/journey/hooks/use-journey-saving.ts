import type { Dispatch, RefObject } from 'react';
import { toast } from '@/components/ui/toaster';
import { STEP_KEYS, type StepKind } from '@/domain/vocabulary';
import {
  ideaOf,
  journeyReducer,
  type JourneyEvent,
  type Stage,
} from '@/features/journey/model/journey';
import { useGuideSaveMutation } from '@/lib/api/guides/guide-save-mutation';
import { useIdeaCreateMutation } from '@/lib/api/ideas/idea-create-mutation';
import { useIdeaUpdateMutation } from '@/lib/api/ideas/idea-update-mutation';
import { useStepChoiceMutation } from '@/lib/api/ideas/step-choice-mutation';
import {
  useStepProgressMutation,
  type StepProgressVariables,
} from '@/lib/api/ideas/step-progress-mutation';
import { tickChange } from '@/domain/step-progress';
import { refusalMessage } from '@/lib/api/refusal';
import type { ClarifiedIdea, ResultSource, StepProgress } from '@/domain/model';

const PROGRESS_SAVE_FAILED =
  'Your progress could not be saved, so that step was set back. Please try again.';
const IDEA_NOT_SAVED = 'Your idea could not be saved to your account.';
const IDEA_SAVE_FAILED =
  'Your idea could not be saved to your account. You can keep going; it stays in this tab.';
const REPLACEMENT_SAVE_FAILED =
  "The AI's answer could not be saved to your account, which keeps the general pointers. You can keep going; the answer stays in this tab.";

interface TickVariables extends StepProgressVariables {
  index: number;
  complete: boolean;
}

/**
 * What the journey writes to a signed-in person's account: the clarified idea, the step they chose
 * and their ticks. A visitor's journey never reaches the server. Each handler changes the journey
 * first (the reducer stays the source of truth for the screen) and then saves.
 */
export function useJourneySaving(
  signedIn: boolean,
  stageRef: RefObject<Stage>,
  dispatch: Dispatch<JourneyEvent>,
) {
  const createIdea = useIdeaCreateMutation();
  const updateIdea = useIdeaUpdateMutation();
  // Optimistic: the tick shows at once; a failed save sets the journey's step back too.
  const saveTick = useStepProgressMutation<TickVariables>({
    // Signed out meanwhile: the journey is closed and has said why; no step to set back.
    failureMessage: () => (stageRef.current.name === 'walkthrough' ? PROGRESS_SAVE_FAILED : null),
    onRollback: ({ index, complete }) => {
      if (stageRef.current.name !== 'walkthrough') return;
      dispatch({ type: 'setStepComplete', index, complete: !complete });
    },
  });

  const chooseStep = useStepChoiceMutation();
  const saveGuide = useGuideSaveMutation();

  /**
   * Saves the chosen step; the database keeps or resets the ticks it holds, never this tab's copy
   * of the map. `ticked`: steps ticked before the idea was saved, each then saved as one tick.
   */
  const saveStepChoice = (ideaId: string, step: StepKind, ticked: StepProgress = {}) =>
    chooseStep.mutate(
      { id: ideaId, step },
      {
        onSuccess: () =>
          STEP_KEYS.forEach((key, index) => {
            if (ticked[key] !== 'complete') return;
            saveTick.mutate({ id: ideaId, change: tickChange(key, true), index, complete: true });
          }),
      },
    );

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
        dispatch({ type: 'ideaSaved', ideaId: saved.id });
        const latest = ideaOf(stageRef.current);
        // The AI may have answered a retry before the save landed.
        if (latest?.text === ideaText && source === 'fallback' && latest.source === 'ai')
          saveReplacement(saved.id, latest.clarified);
        // The person may have picked a step before the save landed, and its guide may be on
        // screen already: generated while the idea had no id, it was not kept with it.
        if (latest?.step) saveStepChoice(saved.id, latest.step, latest.progress);
        const shown = stageRef.current;
        if (
          latest?.text === ideaText &&
          shown.name === 'walkthrough' &&
          shown.guide?.source === 'ai' &&
          shown.guide.guide.kind === latest.step
        )
          saveGuide.mutate({ ideaId: saved.id, guide: shown.guide.guide });
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
    if (idea.ideaId) saveStepChoice(idea.ideaId, step);
  };

  const toggleStep = (index: number, complete: boolean) => {
    const stage = stageRef.current;
    const event: JourneyEvent = { type: 'setStepComplete', index, complete };
    // The reducer's answer is what is saved, so the screen and the account cannot disagree.
    const next = ideaOf(journeyReducer(stage, event));
    dispatch(event);
    const ideaId = ideaOf(stage)?.ideaId;
    const key = STEP_KEYS[index];
    if (!ideaId || !key || !next || next.progress === ideaOf(stage)?.progress) return;
    saveTick.mutate({ id: ideaId, change: tickChange(key, complete), index, complete });
  };

  return { clarified, replaceFallback, pickStep, toggleStep };
}
