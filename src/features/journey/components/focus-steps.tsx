import { useState, type ReactNode } from 'react';
import type { GuideWork } from '@/features/journey/hooks/use-guide-work';
import { useFocusRecord } from '@/features/journey/hooks/use-focus-record';
import { guideKey } from '@/features/journey/model/focus-record';
import type { CurrentIdea } from '@/features/journey/model/journey';
import { MAX_SECONDS_PER_ADD } from '@/features/journey/model/time';
import { useItemTimeMutation } from '@/lib/api/guide-items/item-time-mutation';
import { stepItemKey, tickedBelow } from '@/domain/guide-items';
import type { GuideStep } from '@/domain/model';
import { FocusView } from './focus-view';
import { StepWork } from './step-work';

/**
 * 'One step at a time' wired to the guide's work (docs/product.md §5.6): the tab's record of
 * skips and the running timer, the time each timer counted added to its step, the step's own
 * bullets, 'Break it down' and sub-steps under its description, and a check-in's 'Break it down'
 * handed to that same breakdown.
 */
export function FocusSteps({
  idea,
  steps,
  work,
  isDone,
  spentSeconds,
  onDone,
  actions,
}: {
  idea: CurrentIdea;
  steps: readonly GuideStep[];
  work: GuideWork;
  isDone: (index: number) => boolean;
  spentSeconds: (index: number) => number;
  onDone: (index: number) => void;
  actions?: ((index: number) => ReactNode) | undefined;
}) {
  const [record, updateRecord] = useFocusRecord(guideKey(idea.ideaId, idea.text, idea.step));
  const addTime = useItemTimeMutation();
  // Each press of a check-in's 'Break it down' is one more ask of that step's breakdown.
  const [asked, setAsked] = useState({ step: -1, times: 0 });
  return (
    <FocusView
      steps={steps}
      isDone={isDone}
      record={record}
      updateRecord={updateRecord}
      spentSeconds={spentSeconds}
      onTimeCounted={(index, seconds) =>
        addTime.mutate({
          ref: work.ref,
          key: stepItemKey(index),
          seconds: Math.min(seconds, MAX_SECONDS_PER_ADD),
        })
      }
      onDone={onDone}
      // Keyed by step: its 'Undo' and status lines are about that step and go when it is left.
      body={(index) => (
        <StepWork
          key={index}
          work={work}
          step={steps[index]!}
          index={index}
          breakdownAsked={asked.step === index ? asked.times : 0}
        />
      )}
      actions={actions}
      canBreakDown={() => work.aiConnected}
      onBreakItDown={(index) => setAsked(({ times }) => ({ step: index, times: times + 1 }))}
      ticked={(index) => tickedBelow(work.items, stepItemKey(index))}
    />
  );
}
