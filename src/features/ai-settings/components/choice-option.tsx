import { useId } from 'react';
import type { AiChoiceKind } from '@/lib/ai/choice';
import { cn } from '@/lib/cn';
import { CHOICE_LABELS } from '@/features/ai-settings/model/form';

/** One of 'Where your ideas are sent': a radio with its name and what it means. */
export function ChoiceOption({
  kind,
  checked,
  description,
  onSelect,
}: {
  kind: AiChoiceKind;
  checked: boolean;
  description: string;
  onSelect: (kind: AiChoiceKind) => void;
}) {
  const id = useId();
  return (
    <label
      htmlFor={id}
      className={cn(
        'rounded-control border-line hover:border-brand-300 grid cursor-pointer grid-cols-[auto_1fr] gap-x-3 gap-y-1 border p-4 transition-colors',
        checked && 'border-brand-600 bg-brand-50',
      )}
    >
      <input
        id={id}
        type="radio"
        name="ai-choice"
        value={kind}
        checked={checked}
        onChange={() => onSelect(kind)}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-description`}
        className="accent-brand-600 mt-1 size-4 shrink-0"
      />
      <span id={`${id}-label`} className="text-ink font-semibold">
        {CHOICE_LABELS[kind]}
      </span>
      <span id={`${id}-description`} className="text-ink-muted col-start-2 text-sm">
        {description}
      </span>
    </label>
  );
}
