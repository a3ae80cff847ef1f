import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { FormMessage } from '@/components/ui/field';
import { toast } from '@/components/ui/toaster';
import { useIdeaParkMutation } from '@/lib/api/ideas/idea-park-mutation';
import { useFocusMutation } from '@/lib/api/portfolio/focus-mutation';
import type { Idea, TriageEntry } from '@/domain/model';
import { shortTitle } from '@/features/portfolio/model/short-title';
import { rankTriage } from '@/features/portfolio/model/triage';
import { SAVE_FAILED } from '@/features/portfolio/model/triage-save';

/** The triage's last stage: the ideas ranked, one made the focus, the others parked if wished. */
export function TriageResult({
  ideas,
  entries,
  saveFailed,
  onRateAgain,
}: {
  ideas: Map<string, Idea>;
  entries: TriageEntry[];
  /** Saving this triage with the account failed. */
  saveFailed: boolean;
  onRateAgain: () => void;
}) {
  const ranked = rankTriage(entries);
  const focusOn = useFocusMutation();
  const park = useIdeaParkMutation();
  const [focusId, setFocusId] = useState<string | null>(null);
  const [parkedOthers, setParkedOthers] = useState<Idea[] | null>(null);
  const [busy, setBusy] = useState(false);

  const focus = async (ideaId: string) => {
    setBusy(true);
    try {
      await focusOn.mutateAsync(ideaId);
      setFocusId(ideaId);
    } catch {
      toast.error(SAVE_FAILED);
    } finally {
      setBusy(false);
    }
  };

  const others = ranked
    .filter((entry) => entry.ideaId !== focusId)
    .map((entry) => ideas.get(entry.ideaId))
    .filter(
      (idea): idea is Idea => !!idea && idea.status !== 'parked' && idea.status !== 'completed',
    );

  const parkOthers = async () => {
    setBusy(true);
    const done = await Promise.allSettled(
      others.map((idea) => park.mutateAsync({ idea, park: true })),
    );
    const parked = done.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    if (parked.length < others.length) toast.error(SAVE_FAILED);
    setParkedOthers(parked);
    setBusy(false);
  };

  const undo = async () => {
    setBusy(true);
    await Promise.allSettled(
      (parkedOthers ?? []).map((idea) => park.mutateAsync({ idea, park: false })),
    );
    setParkedOthers(null);
    setBusy(false);
  };

  const focusTitle = focusId ? shortTitle(ideas.get(focusId)?.idea_text ?? '') : '';

  return (
    <>
      <ol aria-label="Ranking" className="mt-4 flex flex-col gap-3">
        {ranked.map((entry, index) => {
          const title = shortTitle(ideas.get(entry.ideaId)?.idea_text ?? '');
          return (
            <li
              key={entry.ideaId}
              className="border-line flex flex-col gap-2 rounded-lg border p-4 sm:flex-row sm:items-center"
            >
              <span
                aria-hidden="true"
                className="bg-brand-50 text-brand-800 flex size-8 shrink-0 items-center justify-center rounded-full font-semibold"
              >
                {index + 1}
              </span>
              <div className="min-w-0 flex-1">
                <p className="text-ink font-medium break-words" dir="auto">
                  <span className="sr-only">{index + 1}. </span>
                  {title}
                </p>
                {entry.reason ? <p className="text-ink-muted text-sm">{entry.reason}</p> : null}
              </div>
              {focusId === null ? (
                <Button
                  size="sm"
                  variant={index === 0 ? 'primary' : 'outline'}
                  disabled={busy}
                  onClick={() => void focus(entry.ideaId)}
                  aria-label={`Make this my focus: ${title}`}
                >
                  Make this my focus
                </Button>
              ) : null}
            </li>
          );
        })}
      </ol>
      {focusId ? (
        <div role="status" className="bg-brand-50 mt-4 flex flex-col gap-3 rounded-lg p-4">
          <p className="text-ink">
            <strong dir="auto">{focusTitle}</strong> is your current focus.
          </p>
          {parkedOthers ? (
            <div className="flex flex-wrap items-center gap-3">
              <p className="text-ink-muted text-sm">The others are parked for later.</p>
              <Button size="sm" variant="outline" disabled={busy} onClick={() => void undo()}>
                Undo
              </Button>
            </div>
          ) : others.length > 0 ? (
            <div>
              <Button size="sm" variant="outline" disabled={busy} onClick={() => void parkOthers()}>
                Park the others
              </Button>
            </div>
          ) : null}
        </div>
      ) : (
        <DialogFooter className="mt-5">
          <Button variant="ghost" onClick={onRateAgain}>
            Change my ratings
          </Button>
        </DialogFooter>
      )}
      {saveFailed && !focusId ? <FormMessage>{SAVE_FAILED}</FormMessage> : null}
    </>
  );
}
