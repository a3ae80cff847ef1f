import { describe, expect, it } from 'vitest';
import { moveFor, readEntry, revisit, type JourneyEntry } from '@/features/journey/model/history';
import {
  initialStage,
  journeyReducer,
  type JourneyEvent,
  type Stage,
} from '@/features/journey/model/journey';
import type { ClarifiedIdea, Guide } from '@/domain/model';

const clarified: ClarifiedIdea = {
  problem: 'Students forget what they study.',
  targetAudience: 'University students.',
  uniqueValue: 'Daily five-minute quizzes.',
  format: 'A mobile app.',
  challenges: ['Habit'],
};
const guide: Guide = {
  kind: 'mvp',
  steps: [1, 2, 3, 4].map((n) => ({ title: `Step ${n}`, description: 'Why', content: [] })),
  extras: [],
};

const run = (events: JourneyEvent[], from: Stage = initialStage): Stage =>
  events.reduce(journeyReducer, from);

const walkthrough = run([
  { type: 'start' },
  { type: 'submit', text: 'an exam app' },
  { type: 'clarified', clarified, source: 'ai' },
  { type: 'chooseNextStep' },
  { type: 'pickStep', step: 'mvp' },
  { type: 'guideLoaded', guide, source: 'ai' },
]);

const entry = (place: JourneyEntry['place'], below: JourneyEntry['below'] = []) => ({
  place,
  below,
});

describe('revisit: the stage of the entry Back or Forward reached', () => {
  it('goes back stage by stage, losing nothing, and Forward brings each back', () => {
    const selector = revisit(walkthrough, 'selector')!;
    expect(selector).toMatchObject({
      name: 'selector',
      idea: { text: 'an exam app', step: 'mvp' },
    });
    const input = revisit(walkthrough, 'input')!;
    expect(input).toMatchObject({ name: 'input', draft: 'an exam app', error: null });
    const landing = revisit(input, 'landing')!;
    expect(landing).toMatchObject({ name: 'landing', draft: 'an exam app' });

    const back = revisit(landing, 'walkthrough');
    expect(back).toEqual(walkthrough);
  });

  it('keeps the guide for Forward and for picking the same step again', () => {
    const selector = revisit(walkthrough, 'selector')!;
    expect(journeyReducer(selector, { type: 'pickStep', step: 'mvp' })).toEqual(walkthrough);
    const other = journeyReducer(selector, { type: 'pickStep', step: 'research' });
    expect(other).toMatchObject({ name: 'walkthrough', guide: null });
  });

  it('asks again for a fallback guide', () => {
    const fallback = { ...walkthrough, guide: { guide, source: 'fallback' } } as Stage;
    const selector = revisit(fallback, 'selector')!;
    expect(revisit(selector, 'walkthrough')).toMatchObject({ guide: null });
  });

  it('never rebuilds a processing stage or a clarification left behind', () => {
    const processing = run([{ type: 'start' }, { type: 'submit', text: 'an exam app' }]);
    expect(revisit(processing, 'input')).toEqual({
      name: 'input',
      draft: 'an exam app',
      error: null,
    });
    const input = revisit(walkthrough, 'input')!;
    expect(revisit(input, 'processing')).toBeNull();
    const edited = journeyReducer(input, { type: 'draftChanged', text: 'an exam app for nurses' });
    expect(revisit(edited, 'clarification')).toBeNull();
    expect(revisit(run([{ type: 'start' }]), 'clarification')).toBeNull();
  });

  it('keeps the saved id of an idea whose save landed after Back', () => {
    const input = revisit(walkthrough, 'input')!;
    const saved = journeyReducer(input, { type: 'ideaSaved', ideaId: 'idea-1' });
    expect(revisit(saved, 'clarification')).toMatchObject({ idea: { ideaId: 'idea-1' } });
  });
});

describe('moveFor: the history follows the journey', () => {
  it('takes over an entry that is not the journey’s for the stage it showed', () => {
    expect(moveFor(null, 'input', ['landing'])).toEqual({
      kind: 'replace',
      entry: entry('landing'),
    });
  });

  it('pushes each stage onwards, the clarification taking the processing stage’s entry', () => {
    expect(moveFor(entry('landing'), 'input', ['landing'])).toEqual({
      kind: 'push',
      entry: entry('input', ['landing']),
    });
    expect(moveFor(entry('processing', ['landing', 'input']), 'clarification', ['input'])).toEqual({
      kind: 'replace',
      entry: entry('clarification', ['landing', 'input']),
    });
  });

  it('goes back through the entries to the stage, or to the journey’s first', () => {
    const last = entry('walkthrough', ['landing', 'input', 'clarification', 'selector']);
    expect(moveFor(last, 'selector', ['walkthrough'])).toEqual({ kind: 'go', delta: -1 });
    expect(moveFor(last, 'landing', ['walkthrough'])).toEqual({ kind: 'go', delta: -4 });
    expect(moveFor(entry('processing', ['landing', 'input']), 'input', ['processing'])).toEqual({
      kind: 'go',
      delta: -1,
    });
    const signedIn = entry('walkthrough', ['input', 'clarification', 'selector']);
    expect(moveFor(signedIn, 'landing', ['walkthrough'])).toEqual({ kind: 'go', delta: -3 });
    expect(moveFor(entry('input'), 'landing', ['input'])).toEqual({
      kind: 'replace',
      entry: entry('landing'),
    });
  });

  it('gives each stage passed before the rules arrived an entry of its own, in order', () => {
    // A start pressed before the code ran, then an idea sent, all on the page's first entry.
    const passed = ['landing', 'input', 'processing'] as const;
    expect(moveFor(null, 'processing', passed)).toEqual({
      kind: 'replace',
      entry: entry('landing'),
    });
    expect(moveFor(entry('landing'), 'processing', passed)).toEqual({
      kind: 'push',
      entry: entry('input', ['landing']),
    });
    expect(moveFor(entry('input', ['landing']), 'processing', passed)).toEqual({
      kind: 'push',
      entry: entry('processing', ['landing', 'input']),
    });
    expect(
      moveFor(entry('processing', ['landing', 'input']), 'clarification', [
        ...passed,
        'clarification',
      ]),
    ).toEqual({ kind: 'replace', entry: entry('clarification', ['landing', 'input']) });
  });

  it('leaves an entry that already stands for the stage', () => {
    expect(moveFor(entry('selector', ['input']), 'selector', ['selector'])).toBeNull();
  });
});

describe('readEntry', () => {
  it('reads only a well-formed journey entry', () => {
    expect(readEntry({ journey: entry('input', ['landing']) })).toEqual(
      entry('input', ['landing']),
    );
    expect(readEntry(null)).toBeNull();
    expect(readEntry({ journey: { place: 'nowhere', below: [] } })).toBeNull();
    expect(readEntry({ journey: { place: 'input', below: ['elsewhere'] } })).toBeNull();
    expect(readEntry({ from: '/dashboard' })).toBeNull();
  });
});
