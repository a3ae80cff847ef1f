import { describe, expect, it } from 'vitest';
import {
  initialStage,
  journeyReducer,
  type CurrentIdea,
  type JourneyEvent,
  type Stage,
  unsavedIdeaText,
} from '@/features/journey/model/journey';
import type { ClarifiedIdea, Guide } from '@/domain/model';

const clarified: ClarifiedIdea = {
  problem: 'Students forget what they study.',
  targetAudience: 'University students.',
  uniqueValue: 'Daily five-minute quizzes.',
  format: 'A mobile app.',
  challenges: ['Habit', 'Question quality', 'Competition'],
  tags: ['education'],
};

const guide = (kind: Guide['kind'] = 'mvp', steps = 4): Guide => ({
  kind,
  steps: Array.from({ length: steps }, (_, i) => ({
    title: `Step ${i + 1}`,
    description: 'Why',
    content: ['Do it'],
  })),
  extras: ['Figma'],
});

const run = (events: JourneyEvent[], from: Stage = initialStage): Stage =>
  events.reduce(journeyReducer, from);

const toSelector: JourneyEvent[] = [
  { type: 'start' },
  { type: 'submit', text: '  an exam app  ' },
  { type: 'clarified', clarified, source: 'ai' },
  { type: 'chooseNextStep' },
];

const ideaIn = (stage: Stage): CurrentIdea => {
  if (stage.name !== 'walkthrough' && stage.name !== 'selector' && stage.name !== 'clarification') {
    throw new Error(`no idea in ${stage.name}`);
  }
  return stage.idea;
};

describe('the journey reducer', () => {
  it('starts on landing and goes to an empty input on start', () => {
    expect(initialStage).toEqual({ name: 'landing' });
    expect(run([{ type: 'start' }])).toEqual({ name: 'input', draft: '', error: null });
  });

  it('goes back home from the input', () => {
    expect(run([{ type: 'start' }, { type: 'goHome' }])).toEqual({ name: 'landing' });
  });

  it('ignores a submit whose trimmed text is empty', () => {
    const input = run([{ type: 'start' }]);
    expect(journeyReducer(input, { type: 'submit', text: '   \n ' })).toBe(input);
  });

  it('hands the trimmed text to processing', () => {
    expect(run([{ type: 'start' }, { type: 'submit', text: '  an exam app  ' }])).toEqual({
      name: 'processing',
      ideaText: 'an exam app',
    });
  });

  it('moves to the clarification with the AI result, unsaved and without a step', () => {
    const stage = run(toSelector.slice(0, 3));
    expect(stage).toEqual({
      name: 'clarification',
      idea: {
        text: 'an exam app',
        clarified,
        source: 'ai',
        ideaId: null,
        step: null,
      },
    });
  });

  it('returns to the input with the typed text and a message when clarification fails outright', () => {
    const stage = run([
      { type: 'start' },
      { type: 'submit', text: 'my idea' },
      { type: 'clarifyFailed', message: 'Oops' },
    ]);
    expect(stage).toEqual({ name: 'input', draft: 'my idea', error: 'Oops' });
  });

  it('returns to the input with the typed text and no message when the person cancels', () => {
    const processing = run([{ type: 'start' }, { type: 'submit', text: '  my idea  ' }]);
    const stage = journeyReducer(processing, { type: 'clarifyCancelled' });
    expect(stage).toEqual({ name: 'input', draft: 'my idea', error: null });
    expect(unsavedIdeaText(stage)).toBe('my idea');
  });

  it('ignores a cancel outside the processing screen', () => {
    const input = run([{ type: 'start' }, { type: 'draftChanged', text: 'draft' }]);
    expect(journeyReducer(input, { type: 'clarifyCancelled' })).toBe(input);
    const clarification = run(toSelector.slice(0, 3));
    expect(journeyReducer(clarification, { type: 'clarifyCancelled' })).toBe(clarification);
  });

  it('records the saved id on the current idea', () => {
    const stage = run([...toSelector.slice(0, 3), { type: 'ideaSaved', ideaId: 'idea-1' }]);
    expect(ideaIn(stage).ideaId).toBe('idea-1');
  });

  it('picking a step opens its walkthrough with no guide yet', () => {
    const stage = run([...toSelector, { type: 'pickStep', step: 'research' }]);
    expect(stage.name).toBe('walkthrough');
    expect(ideaIn(stage).step).toBe('research');
    expect(stage.name === 'walkthrough' && stage.guide).toBeNull();
  });

  it('accepts only the guide of the chosen step, once', () => {
    const walkthrough = run([...toSelector, { type: 'pickStep', step: 'mvp' }]);
    expect(
      journeyReducer(walkthrough, { type: 'guideLoaded', guide: guide('research'), source: 'ai' }),
    ).toBe(walkthrough);
    const loaded = journeyReducer(walkthrough, {
      type: 'guideLoaded',
      guide: guide('mvp'),
      source: 'fallback',
    });
    expect(loaded.name === 'walkthrough' && loaded.guide?.source).toBe('fallback');
    expect(journeyReducer(loaded, { type: 'guideLoaded', guide: guide('mvp'), source: 'ai' })).toBe(
      loaded,
    );
  });

  it('goes back to the selector and shows the kept guide when the same step is picked again', () => {
    const done = run([
      ...toSelector,
      { type: 'pickStep', step: 'mvp' },
      { type: 'guideLoaded', guide: guide('mvp'), source: 'ai' },
      { type: 'backToSelector' },
    ]);
    expect(done.name).toBe('selector');
    expect(journeyReducer(done, { type: 'pickStep', step: 'mvp' })).toMatchObject({
      name: 'walkthrough',
      idea: { step: 'mvp' },
      guide: { guide: guide('mvp') },
    });
    expect(journeyReducer(done, { type: 'pickStep', step: 'audience' })).toMatchObject({
      name: 'walkthrough',
      idea: { step: 'audience' },
      guide: null,
    });
  });

  it('reset and a lost session return to landing from anywhere', () => {
    const walkthrough = run([
      ...toSelector,
      { type: 'ideaSaved', ideaId: 'idea-1' },
      { type: 'pickStep', step: 'mvp' },
    ]);
    expect(journeyReducer(walkthrough, { type: 'reset' })).toEqual({ name: 'landing' });
    expect(journeyReducer(walkthrough, { type: 'sessionLost', end: 'lost' })).toEqual({
      name: 'landing',
    });
    expect(journeyReducer(walkthrough, { type: 'sessionLost', end: 'signed-out' })).toEqual({
      name: 'landing',
    });
  });

  it('a lost session keeps an idea not yet in the account as the next input draft; a sign-out does not', () => {
    const unsaved: Stage[] = [
      run([{ type: 'start' }, { type: 'draftChanged', text: 'a half-typed idea' }]),
      run([{ type: 'start' }, { type: 'submit', text: 'an exam app' }]),
      run(toSelector.slice(0, 3)),
      run(toSelector),
      run([...toSelector, { type: 'pickStep', step: 'mvp' }]),
    ];
    for (const stage of unsaved) {
      const text = stage.name === 'input' ? 'a half-typed idea' : 'an exam app';
      const landing = journeyReducer(stage, { type: 'sessionLost', end: 'lost' });
      expect(landing, stage.name).toEqual({ name: 'landing', draft: text });
      // A sign-out, here or in another tab, leaves nothing of the person in the tab.
      expect(journeyReducer(stage, { type: 'sessionLost', end: 'signed-out' }), stage.name).toEqual(
        { name: 'landing' },
      );
      expect(unsavedIdeaText(stage), stage.name).toBe(text);
      expect(journeyReducer(landing, { type: 'start' })).toEqual({
        name: 'input',
        draft: text,
        error: null,
      });
    }
    // A blank draft is nothing to keep.
    const blank = run([{ type: 'start' }, { type: 'draftChanged', text: '   ' }]);
    expect(journeyReducer(blank, { type: 'sessionLost', end: 'lost' })).toEqual({
      name: 'landing',
    });
    expect(unsavedIdeaText(blank)).toBeNull();
  });

  it('opens a saved idea in the walkthrough with its stored guide', () => {
    const saved: CurrentIdea = {
      text: 'saved idea',
      clarified,
      source: 'ai',
      ideaId: 'idea-9',
      step: 'mvp',
    };
    const opening = journeyReducer(initialStage, {
      type: 'openSaved',
      request: { target: 'walkthrough', ideaId: 'idea-9', step: 'mvp' },
    });
    expect(opening.name).toBe('opening');
    const stage = journeyReducer(opening, {
      type: 'savedLoaded',
      idea: saved,
      guide: { guide: guide('mvp'), source: 'ai' },
    });
    expect(stage).toMatchObject({
      name: 'walkthrough',
      idea: saved,
      guide: { guide: guide('mvp'), source: 'ai' },
    });
  });

  it('opening a saved idea at another step opens that step', () => {
    const saved: CurrentIdea = {
      text: 'x',
      clarified,
      source: 'ai',
      ideaId: 'i',
      step: 'mvp',
    };
    const stage = run([
      { type: 'openSaved', request: { target: 'walkthrough', ideaId: 'i', step: 'research' } },
      { type: 'savedLoaded', idea: saved, guide: null },
    ]);
    expect(ideaIn(stage)).toMatchObject({ step: 'research', ideaId: 'i' });
  });

  it('opens a saved idea in the selector', () => {
    const saved: CurrentIdea = {
      text: 'x',
      clarified,
      source: 'ai',
      ideaId: 'i',
      step: null,
    };
    const stage = run([
      { type: 'openSaved', request: { target: 'selector', ideaId: 'i' } },
      { type: 'savedLoaded', idea: saved, guide: null },
    ]);
    expect(stage).toEqual({ name: 'selector', idea: saved });
  });

  it('says an idea is unavailable, and lets the person start a new one', () => {
    const stage = run([
      { type: 'openSaved', request: { target: 'selector', ideaId: 'nope' } },
      { type: 'savedUnavailable', reason: 'not-found' },
    ]);
    expect(stage).toMatchObject({ name: 'unavailable', reason: 'not-found' });
    expect(journeyReducer(stage, { type: 'start' }).name).toBe('input');
  });

  it('replaces general pointers with the AI answer of a retry, keeping the saved id', () => {
    const fallback = run([
      { type: 'start' },
      { type: 'submit', text: 'an exam app' },
      { type: 'clarified', clarified: { ...clarified, problem: 'General' }, source: 'fallback' },
      { type: 'ideaSaved', ideaId: 'idea-1' },
    ]);
    const replaced = journeyReducer(fallback, { type: 'clarificationReplaced', clarified });
    expect(ideaIn(replaced)).toMatchObject({ clarified, source: 'ai', ideaId: 'idea-1' });
    // An AI answer is never replaced this way.
    expect(
      journeyReducer(replaced, {
        type: 'clarificationReplaced',
        clarified: { ...clarified, problem: 'Other' },
      }),
    ).toBe(replaced);
  });

  it('replaces a guide only when it fell back, and marks a retry that failed again', () => {
    const walkthrough = run([...toSelector, { type: 'pickStep', step: 'mvp' }]);
    const fellBack = journeyReducer(walkthrough, {
      type: 'guideLoaded',
      guide: guide('mvp', 1),
      source: 'fallback',
      reason: 'not-connected',
    });
    const answer = guide();
    expect(journeyReducer(fellBack, { type: 'guideReplaced', guide: answer })).toMatchObject({
      name: 'walkthrough',
      guide: { guide: answer, source: 'ai' },
    });
    // Another step's guide, arriving late, replaces nothing.
    expect(journeyReducer(fellBack, { type: 'guideReplaced', guide: guide('research') })).toBe(
      fellBack,
    );
    const failedAgain = journeyReducer(fellBack, { type: 'guideRetryFailed' });
    expect(failedAgain).toMatchObject({
      guide: { source: 'fallback', fallbackReason: 'failed' },
      idea: { aiFailed: true },
    });
    const real = journeyReducer(walkthrough, { type: 'guideLoaded', guide: answer, source: 'ai' });
    expect(journeyReducer(real, { type: 'guideReplaced', guide: guide() })).toBe(real);
    expect(journeyReducer(real, { type: 'guideRetryFailed' })).toBe(real);
  });

  it('ignores events that do not belong to the current stage', () => {
    expect(journeyReducer(initialStage, { type: 'pickStep', step: 'mvp' })).toBe(initialStage);
    expect(journeyReducer(initialStage, { type: 'clarified', clarified, source: 'ai' })).toBe(
      initialStage,
    );
    expect(journeyReducer(initialStage, { type: 'chooseNextStep' })).toBe(initialStage);
  });
});
