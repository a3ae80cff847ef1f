import { useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { getAiConnection } from '@/lib/ai';
import { suggestTriage, type TriageSuggestion } from '@/lib/ai/triage';
import type { Idea, TriageEntry } from '@/domain/model';
import { useSession } from '@/lib/session/session-provider';
import { shortTitle } from '@/features/portfolio/model/short-title';
import { RATING_KEYS, type RatingKey } from '@/features/portfolio/model/triage';
import { Slider } from './rating-slider';

/** The triage's second stage: rate each idea, the AI's suggestion first when one is connected. */
export function RateIdeas({
  ideas,
  entries,
  onChange,
  onBack,
  onNext,
}: {
  ideas: Map<string, Idea>;
  entries: TriageEntry[];
  onChange: Dispatch<SetStateAction<TriageEntry[]>>;
  onBack: () => void;
  onNext: () => void;
}) {
  const session = useSession();
  const accessToken = session.session?.access_token ?? null;
  const [aiConnected] = useState(() => getAiConnection().kind !== 'not-connected');
  const [asking, setAsking] = useState(aiConnected);
  // Sliders the person moved keep their value when the suggestion arrives.
  const touched = useRef(new Set<string>());
  const [firstEntries] = useState(entries);

  // Asked once, when the ratings open; leaving the dialog cancels it.
  useEffect(() => {
    if (!aiConnected) return;
    const controller = new AbortController();
    const input = firstEntries.flatMap((entry) => {
      const idea = ideas.get(entry.ideaId);
      return idea
        ? [{ id: idea.id, text: idea.idea_text, clarification: idea.structured_data }]
        : [];
    });
    suggestTriage(input, { signal: controller.signal, accessToken })
      .then((suggestion) => {
        if (suggestion) onChange((current) => withSuggestion(current, suggestion, touched.current));
        setAsking(false);
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [aiConnected, firstEntries, ideas, accessToken, onChange]);

  const rate = (ideaId: string, key: RatingKey, value: number) => {
    touched.current.add(`${ideaId}:${key}`);
    onChange((current) =>
      current.map((entry) =>
        entry.ideaId === ideaId ? { ...entry, ratings: { ...entry.ratings, [key]: value } } : entry,
      ),
    );
  };

  return (
    <>
      {asking ? (
        <p role="status" className="text-ink-muted mt-3 text-sm">
          Asking the AI for a first suggestion... You can rate already.
        </p>
      ) : null}
      <div className="mt-4 flex flex-col gap-5">
        {entries.map((entry) => (
          <fieldset key={entry.ideaId} className="border-line rounded-lg border p-4">
            <legend className="text-ink px-1 font-semibold break-words" dir="auto">
              {shortTitle(ideas.get(entry.ideaId)?.idea_text ?? '')}
            </legend>
            {entry.reason ? <p className="text-ink-muted mb-3 text-sm">{entry.reason}</p> : null}
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
              {RATING_KEYS.map((key) => (
                <Slider
                  key={key}
                  ratingKey={key}
                  value={entry.ratings[key]}
                  onChange={(value) => rate(entry.ideaId, key, value)}
                />
              ))}
            </div>
          </fieldset>
        ))}
      </div>
      <DialogFooter className="mt-5">
        <Button variant="ghost" onClick={onBack}>
          Back
        </Button>
        <Button onClick={onNext}>See the ranking</Button>
      </DialogFooter>
    </>
  );
}

/** The AI's ratings and reason for each idea, except on sliders the person already moved. */
function withSuggestion(
  entries: TriageEntry[],
  suggestion: Map<string, TriageSuggestion>,
  touched: ReadonlySet<string>,
): TriageEntry[] {
  return entries.map((entry) => {
    const found = suggestion.get(entry.ideaId);
    if (!found) return entry;
    const ratings = { ...entry.ratings };
    for (const key of RATING_KEYS)
      if (!touched.has(`${entry.ideaId}:${key}`)) ratings[key] = found.ratings[key];
    return { ...entry, ratings, reason: found.reason };
  });
}
