import type { StepKind } from '@/domain/vocabulary';
import type { ClarifiedIdea, Guide, ResultSource } from '@/domain/model';
import type { SessionEnd } from '@/lib/session/session-provider';

/**
 * The journey at `/` as data (docs/decisions/019-the-journey-as-a-pure-reducer.md): a
 * discriminated union of stages and a pure reducer.
 * Components dispatch events from their handlers; nothing here knows about React, storage or the
 * network, so every transition is unit-tested on its own.
 */

export type { ResultSource };

/**
 * Why general pointers stand where the AI's words would: no AI was connected, so none was asked
 * ('not-connected'), or one was asked and did not answer in time or at all ('failed'). Unknown
 * (undefined) for a saved idea read back from the account.
 */
export type FallbackReason = 'not-connected' | 'failed';

/** The idea being worked on, from its clarification onwards. */
export interface CurrentIdea {
  text: string;
  clarified: ClarifiedIdea;
  source: ResultSource;
  /** The saved idea's id (signed-in users); null for a visitor, or until the save lands. */
  ideaId: string | null;
  /**
   * The step kind chosen in the selector, if any. Its ticks are not here: they live where the
   * idea's step progress lives, the account or this tab (`progressRefOf` in model/progress-ref.ts,
   * docs/decisions/085-one-home-for-step-progress.md).
   */
  step: StepKind | null;
  /** Why the clarification is the fallback, when it is one. */
  fallbackReason?: FallbackReason;
  /**
   * An AI was asked for this idea and did not answer (its clarification or a guide), even if a
   * later try did: the journey then does not invite a rating (docs/product.md §6).
   */
  aiFailed?: boolean;
}

export interface GuideState {
  guide: Guide;
  source: ResultSource;
  /** Why the guide is the fallback, when it is one. */
  fallbackReason?: FallbackReason;
}

/**
 * What the browser's Back stepped away from, so that Forward can bring it back
 * (docs/decisions/028-journey-stages-as-history-entries.md).
 */
interface Ahead {
  idea: CurrentIdea;
  guide: GuideState | null;
}

export type Stage =
  /** `draft`: an idea the person lost their session over, waiting in the input for their return. */
  | { name: 'landing'; draft?: string; ahead?: Ahead }
  | { name: 'input'; draft: string; error: string | null; ahead?: Ahead }
  | { name: 'processing'; ideaText: string }
  /** `guide`, before the walkthrough: the guide of `idea.step` last shown, shown again if it is picked again. */
  | { name: 'clarification'; idea: CurrentIdea; guide?: GuideState | null }
  | { name: 'selector'; idea: CurrentIdea; guide?: GuideState | null }
  | { name: 'walkthrough'; idea: CurrentIdea; guide: GuideState | null }
  /** A saved idea named by the URL is being fetched. */
  | { name: 'opening'; request: SavedIdeaRequest }
  /** The URL named an idea that does not exist, is someone else's, or failed to load. */
  | { name: 'unavailable'; reason: 'not-found' | 'load-failed'; request: SavedIdeaRequest };

/** What the URL asked for (`?resume=true&ideaId&step` or `?selectStep=true&ideaId`). */
export type SavedIdeaRequest =
  | { target: 'walkthrough'; ideaId: string; step: StepKind }
  | { target: 'selector'; ideaId: string };

export type JourneyEvent =
  | { type: 'start' }
  | { type: 'goHome' }
  | { type: 'draftChanged'; text: string }
  | { type: 'submit'; text: string }
  | { type: 'clarified'; clarified: ClarifiedIdea; source: ResultSource; reason?: FallbackReason }
  | { type: 'clarifyFailed'; message: string }
  /** The person stopped the clarification: back to the input with their text. */
  | { type: 'clarifyCancelled' }
  /** Trying again after the fallback, the AI answered: its clarification replaces the fallback. */
  | { type: 'clarificationReplaced'; clarified: ClarifiedIdea }
  /** Asked again, the AI still did not answer: the general pointers stay, now for that reason. */
  | { type: 'clarificationRetryFailed' }
  | { type: 'ideaSaved'; ideaId: string }
  | { type: 'chooseNextStep' }
  | { type: 'pickStep'; step: StepKind }
  | { type: 'guideLoaded'; guide: Guide; source: ResultSource; reason?: FallbackReason }
  /** Asked again for a guide that fell back, the AI answered: its guide replaces the pointers. */
  | { type: 'guideReplaced'; guide: Guide }
  /** Asked again, the AI still did not answer (or too slowly for the person): the pointers stay. */
  | { type: 'guideRetryFailed' }
  | { type: 'backToSelector' }
  /** The browser's Back or Forward reached the entry of another stage: `stage`, from `from`. */
  | { type: 'revisit'; from: Stage; stage: Stage }
  | { type: 'reset' }
  | { type: 'sessionLost'; end: SessionEnd }
  /** What a reload brought back from storage; only replaces the landing page. */
  | { type: 'restored'; stage: Stage }
  | { type: 'openSaved'; request: SavedIdeaRequest }
  | { type: 'savedLoaded'; idea: CurrentIdea; guide: GuideState | null }
  | { type: 'savedUnavailable'; reason: 'not-found' | 'load-failed' };

export const initialStage: Stage = { name: 'landing' };

/**
 * The text of an idea the person is working on that is not saved to their account: a draft, an
 * idea being clarified, or a clarified idea whose save has not landed. Null when there is none.
 */
export function unsavedIdeaText(stage: Stage): string | null {
  switch (stage.name) {
    case 'input':
      return stage.draft.trim() === '' ? null : stage.draft;
    case 'processing':
      return stage.ideaText;
    case 'clarification':
    case 'selector':
    case 'walkthrough':
      return stage.idea.ideaId === null ? stage.idea.text : null;
    default:
      return null;
  }
}

/** The idea a stage carries, if any. */
export const ideaOf = (stage: Stage): CurrentIdea | null =>
  stage.name === 'clarification' || stage.name === 'selector' || stage.name === 'walkthrough'
    ? stage.idea
    : null;

/** A kept guide is shown again for its own kind; a fallback is asked for afresh. */
export const guideFor = (
  guide: GuideState | null | undefined,
  step: StepKind,
): GuideState | null => (guide?.guide.kind === step && guide.source === 'ai' ? guide : null);

export function journeyReducer(stage: Stage, event: JourneyEvent): Stage {
  switch (event.type) {
    case 'start':
      if (stage.name === 'landing') return { name: 'input', draft: stage.draft ?? '', error: null };
      return stage.name === 'unavailable' ? { name: 'input', draft: '', error: null } : stage;

    case 'goHome':
      return stage.name === 'input' ? initialStage : stage;

    case 'draftChanged':
      // An edited idea is a new one: Forward no longer leads to the old one's clarification.
      return stage.name === 'input' ? { name: 'input', draft: event.text, error: null } : stage;

    case 'submit': {
      const text = event.text.trim();
      if (stage.name !== 'input' || text === '') return stage;
      return { name: 'processing', ideaText: text };
    }

    case 'clarified': {
      if (stage.name !== 'processing') return stage;
      const reason = event.source === 'fallback' ? (event.reason ?? 'failed') : undefined;
      return {
        name: 'clarification',
        idea: {
          text: stage.ideaText,
          clarified: event.clarified,
          source: event.source,
          ideaId: null,
          step: null,
          ...(reason ? { fallbackReason: reason } : {}),
          ...(reason === 'failed' ? { aiFailed: true } : {}),
        },
      };
    }

    case 'clarifyFailed':
      // docs/product.md §5.3: an outer failure returns to the input, the typed text still there.
      return stage.name === 'processing'
        ? { name: 'input', draft: stage.ideaText, error: event.message }
        : stage;

    case 'clarifyCancelled':
      // docs/product.md §5.3: cancelling loses nothing typed and is not an error.
      return stage.name === 'processing'
        ? { name: 'input', draft: stage.ideaText, error: null }
        : stage;

    case 'clarificationReplaced': {
      if (stage.name !== 'clarification' || stage.idea.source !== 'fallback') return stage;
      const { fallbackReason: _replaced, ...idea } = stage.idea;
      return { name: 'clarification', idea: { ...idea, clarified: event.clarified, source: 'ai' } };
    }

    case 'clarificationRetryFailed':
      return stage.name === 'clarification' && stage.idea.source === 'fallback'
        ? {
            name: 'clarification',
            idea: { ...stage.idea, fallbackReason: 'failed', aiFailed: true },
          }
        : stage;

    case 'ideaSaved': {
      if ((stage.name === 'landing' || stage.name === 'input') && stage.ahead)
        return {
          ...stage,
          ahead: { ...stage.ahead, idea: { ...stage.ahead.idea, ideaId: event.ideaId } },
        };
      const idea = ideaOf(stage);
      if (!idea || stage.name === 'landing') return stage;
      return { ...stage, idea: { ...idea, ideaId: event.ideaId } } as Stage;
    }

    case 'chooseNextStep':
      return stage.name === 'clarification' ? { ...stage, name: 'selector' } : stage;

    case 'pickStep': {
      if (stage.name !== 'selector') return stage;
      const idea: CurrentIdea = { ...stage.idea, step: event.step };
      return { name: 'walkthrough', idea, guide: guideFor(stage.guide, event.step) };
    }

    case 'guideLoaded': {
      if (
        stage.name !== 'walkthrough' ||
        stage.guide !== null ||
        event.guide.kind !== stage.idea.step
      )
        return stage;
      const reason = event.source === 'fallback' ? (event.reason ?? 'failed') : undefined;
      return {
        ...stage,
        idea: reason === 'failed' ? { ...stage.idea, aiFailed: true } : stage.idea,
        guide: {
          guide: event.guide,
          source: event.source,
          ...(reason ? { fallbackReason: reason } : {}),
        },
      };
    }

    case 'guideReplaced':
      // Ticks stay (they live with the idea's step), as when the same step is picked again.
      return stage.name === 'walkthrough' &&
        stage.guide?.source === 'fallback' &&
        event.guide.kind === stage.idea.step
        ? { ...stage, guide: { guide: event.guide, source: 'ai' } }
        : stage;

    case 'guideRetryFailed':
      return stage.name === 'walkthrough' && stage.guide?.source === 'fallback'
        ? {
            ...stage,
            idea: { ...stage.idea, aiFailed: true },
            guide: { ...stage.guide, fallbackReason: 'failed' },
          }
        : stage;

    case 'backToSelector':
      return stage.name === 'walkthrough' ? { ...stage, name: 'selector' } : stage;

    case 'revisit':
      // Worked out from the stage it was made for (model/history.ts); a journey that moved on
      // meanwhile stays where it is.
      return stage === event.from ? event.stage : stage;

    case 'reset':
      return initialStage;

    case 'sessionLost': {
      // What of a journey outlives its session (docs/product.md §5.11, §7.7): after a sign-out,
      // here or in another tab, nothing; after a lost session (expiry, refused refresh) only an
      // idea not yet in any account, as the next input's draft. The account keeps the rest.
      const draft = event.end === 'lost' ? unsavedIdeaText(stage) : null;
      return draft === null ? initialStage : { name: 'landing', draft };
    }

    case 'restored':
      return stage.name === 'landing' ? event.stage : stage;

    case 'openSaved':
      return { name: 'opening', request: event.request };

    case 'savedLoaded':
      if (stage.name !== 'opening') return stage;
      return stage.request.target === 'walkthrough'
        ? {
            name: 'walkthrough',
            // A link to another step than the stored one chooses it (use-saved-idea-opening.ts).
            idea: { ...event.idea, step: stage.request.step },
            guide: event.guide,
          }
        : { name: 'selector', idea: event.idea };

    case 'savedUnavailable':
      return stage.name === 'opening'
        ? { name: 'unavailable', reason: event.reason, request: stage.request }
        : stage;
  }
}
