import { useState } from 'react';
import type { GuideWork } from '@/features/journey/hooks/use-guide-work';
import type { BreakdownSize } from '@/lib/ai';
import type { GuideStep } from '@/domain/model';
import { bulletItemKey, itemAt } from '@/domain/guide-items';
import { BreakItDown } from './break-it-down';
import { Tick } from './tick';

/**
 * The work inside one guide step (docs/product.md §5.6): a checkbox per bullet, 'Break it down'
 * into smaller sub-steps (two levels at most) and the sub-steps' own checkboxes. Ticking a bullet
 * or a sub-step never completes the step; the person still marks the step. Used by the list view
 * and the one-step-at-a-time view alike.
 */
export function StepWork({
  work,
  step,
  index,
  breakdownAsked = 0,
}: {
  work: GuideWork;
  step: GuideStep;
  /** The step's 0-based place in the guide. */
  index: number;
  /** Counts the check-in's asks for this step's breakdown: each new count is one ask. */
  breakdownAsked?: number;
}) {
  const stepKey = `s${index + 1}`;
  const [size, setSize] = useState<BreakdownSize>('small');
  return (
    <div className="flex flex-col gap-4">
      <BulletChecklist work={work} stepKey={stepKey} bullets={step.content} />
      <BreakItDown
        work={work}
        itemKey={stepKey}
        step={{ title: step.title, description: step.description, bullets: step.content }}
        size={size}
        onSizeChange={setSize}
        asked={breakdownAsked}
      />
    </div>
  );
}

/** A step's bullets, each with its own checkbox. */
function BulletChecklist({
  work,
  stepKey,
  bullets,
}: {
  work: GuideWork;
  stepKey: string;
  bullets: readonly string[];
}) {
  if (bullets.length === 0) return null;
  return (
    <ul className="flex flex-col gap-1">
      {bullets.map((bullet, index) => {
        const key = bulletItemKey(stepKey, index);
        return (
          <li key={`${index}-${bullet}`}>
            <Tick
              checked={itemAt(work.items, key)?.done ?? false}
              onChange={(done) => work.tick(key, done)}
            >
              {bullet}
            </Tick>
          </li>
        );
      })}
    </ul>
  );
}
