import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { TRIAGE_IDEAS_MAX, TRIAGE_IDEAS_MIN } from '@/config/constants';
import type { Idea } from '@/domain/model';
import { shortTitle } from '@/features/portfolio/model/short-title';

/** The triage's first stage: pick 2-7 of the ideas not yet completed. */
export function PickIdeas({
  ideas,
  loading,
  picked,
  onChange,
  onNext,
}: {
  ideas: Idea[];
  loading: boolean;
  picked: string[];
  onChange: (picked: string[]) => void;
  onNext: () => void;
}) {
  if (loading) return <p role="status">Loading your ideas...</p>;
  if (ideas.length < TRIAGE_IDEAS_MIN)
    return (
      <p className="text-ink-muted">Once you have two ideas or more, you can compare them here.</p>
    );
  const full = picked.length >= TRIAGE_IDEAS_MAX;
  const toggle = (id: string, on: boolean) =>
    onChange(on ? [...picked, id] : picked.filter((other) => other !== id));
  return (
    <>
      <fieldset className="mt-4 flex flex-col gap-2">
        <legend className="sr-only">Ideas to compare</legend>
        {ideas.map((idea) => {
          const checked = picked.includes(idea.id);
          return (
            <label
              key={idea.id}
              className="border-line has-[:checked]:border-brand-400 has-[:checked]:bg-brand-50 flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border px-3 py-2"
            >
              <input
                type="checkbox"
                className="accent-brand-700 size-4 shrink-0"
                checked={checked}
                disabled={!checked && full}
                onChange={(event) => toggle(idea.id, event.target.checked)}
              />
              <span className="text-ink break-words" dir="auto">
                {shortTitle(idea.idea_text)}
              </span>
            </label>
          );
        })}
      </fieldset>
      <DialogFooter className="mt-5">
        <p className="text-ink-muted mr-auto self-center text-sm" aria-live="polite">
          {picked.length} of {TRIAGE_IDEAS_MAX} picked
        </p>
        <Button onClick={onNext} disabled={picked.length < TRIAGE_IDEAS_MIN}>
          Rate them
        </Button>
      </DialogFooter>
    </>
  );
}
