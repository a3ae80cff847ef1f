import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from '@/components/ui/accordion';
import { Button } from '@/components/ui/button';
import type { GuideWork } from '@/features/journey/hooks/use-guide-work';
import type { GuideStep } from '@/domain/model';
import { StepTime } from './step-time';
import { StepWork } from './step-work';

/** The guide as a list: one accordion item a step, its work inside and its 'Mark as complete'. */
export function GuideStepList({
  steps,
  open,
  onOpenChange,
  itemId,
  isDone,
  spentSeconds,
  work,
  onToggle,
}: {
  steps: readonly GuideStep[];
  /** The open items' values (`step-{index}`). */
  open: string[];
  onOpenChange: (open: string[]) => void;
  itemId: (index: number) => string;
  isDone: (index: number) => boolean;
  spentSeconds: (index: number) => number;
  work: GuideWork;
  onToggle: (index: number) => void;
}) {
  return (
    <Accordion
      type="multiple"
      value={open}
      onValueChange={onOpenChange}
      className="rounded-card border-line bg-surface shadow-card border px-5"
    >
      {steps.map((guideStep, index) => {
        const done = isDone(index);
        return (
          <AccordionItem
            key={`${index}-${guideStep.title}`}
            value={`step-${index}`}
            id={itemId(index)}
            className="scroll-mt-6"
          >
            <AccordionTrigger data-step-trigger>
              <span className="flex items-center gap-3">
                <span
                  aria-hidden="true"
                  className={
                    done
                      ? 'bg-success-600 flex size-8 shrink-0 items-center justify-center rounded-full text-sm text-white'
                      : 'bg-brand-50 text-brand-800 flex size-8 shrink-0 items-center justify-center rounded-full text-sm'
                  }
                >
                  {done ? '✓' : index + 1}
                </span>
                <span>
                  {guideStep.title}
                  {done ? <span className="sr-only"> (completed)</span> : null}
                  <StepTime minutes={guideStep.minutes} seconds={done ? spentSeconds(index) : 0} />
                </span>
              </span>
            </AccordionTrigger>
            <AccordionContent>
              <p className="mb-3">{guideStep.description}</p>
              <div className="mb-4">
                <StepWork work={work} step={guideStep} index={index} />
              </div>
              <Button
                variant={done ? 'outline' : 'primary'}
                onClick={() => onToggle(index)}
                aria-label={`${done ? 'Mark as incomplete' : 'Mark as complete'}: ${guideStep.title}`}
              >
                {done ? 'Mark as incomplete' : 'Mark as complete'}
              </Button>
            </AccordionContent>
          </AccordionItem>
        );
      })}
    </Accordion>
  );
}
