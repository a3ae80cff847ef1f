import {
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type Dispatch,
  type SetStateAction,
} from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormMessage } from '@/components/ui/field';
import { toast } from '@/components/ui/toaster';
import { TRIAGE_IDEAS_MAX, TRIAGE_IDEAS_MIN } from '@/config/constants';
import { getAiConnection } from '@/lib/ai';
import { suggestTriage, type TriageSuggestion } from '@/lib/ai/triage';
import { useIdeaListQuery } from '@/lib/api/ideas/idea-list-query';
import { useIdeaParkMutation } from '@/lib/api/ideas/idea-park-mutation';
import { useFocusMutation } from '@/lib/api/portfolio/focus-mutation';
import { usePortfolioQuery } from '@/lib/api/portfolio/portfolio-query';
import { usePortfolioSaveMutation } from '@/lib/api/portfolio/portfolio-save-mutation';
import type { Idea, TriageEntry } from '@/lib/domain';
import { useSession } from '@/lib/session/session-provider';
import {
  RATING_HINTS,
  RATING_KEYS,
  RATING_LABELS,
  rankTriage,
  startingRatings,
  type RatingKey,
} from '@/features/portfolio/model/triage';

const SAVE_FAILED = "We couldn't save that just now. Please try again.";

const shortTitle = (text: string) => {
  const line = text.trim().split(/\r?\n/, 1)[0] ?? '';
  return line.length > 80 ? `${line.slice(0, 77).trimEnd()}...` : line;
};

type Stage = 'pick' | 'rate' | 'result';

interface TriageDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * 'Which idea first?' (docs/product.md §8.4): pick 2-7 ideas, rate each on four sliders (the AI's
 * suggestion first when one is connected, always editable), see them ranked, and make one the
 * focus. Loaded on demand.
 */
export function TriageDialog({ open, onOpenChange }: TriageDialogProps) {
  const ideas = useIdeaListQuery({});
  const portfolio = usePortfolioQuery();
  const [stage, setStage] = useState<Stage>('pick');
  const [picked, setPicked] = useState<string[]>([]);
  const [entries, setEntries] = useState<TriageEntry[]>([]);

  const pages = ideas.data?.pages;
  const candidates = useMemo(
    () => (pages?.flat() ?? []).filter((idea) => idea.status !== 'completed'),
    [pages],
  );
  // Stable while the list is: the AI's suggestion is asked once per rating.
  const byId = useMemo(() => new Map(candidates.map((idea) => [idea.id, idea])), [candidates]);

  const startRating = () => {
    const last = portfolio.data?.lastTriage ?? null;
    setEntries(
      picked.map((ideaId) => ({ ideaId, ratings: startingRatings(last, ideaId), reason: '' })),
    );
    setStage('rate');
  };

  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next) {
      setStage('pick');
      setPicked([]);
    }
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Which idea first?</DialogTitle>
          <DialogDescription>
            {stage === 'pick'
              ? `Pick ${TRIAGE_IDEAS_MIN} to ${TRIAGE_IDEAS_MAX} ideas to compare.`
              : stage === 'rate'
                ? 'Rate each idea from 1 to 5. Go with your gut.'
                : 'Here is how they compare. The choice is yours.'}
          </DialogDescription>
        </DialogHeader>
        {stage === 'pick' ? (
          <PickIdeas
            ideas={candidates}
            loading={ideas.isPending}
            picked={picked}
            onChange={setPicked}
            onNext={startRating}
          />
        ) : stage === 'rate' ? (
          <RateIdeas
            ideas={byId}
            entries={entries}
            onChange={setEntries}
            onBack={() => setStage('pick')}
            onNext={() => setStage('result')}
          />
        ) : (
          <TriageResult ideas={byId} entries={entries} onRateAgain={() => setStage('rate')} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function PickIdeas({
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

function RateIdeas({
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

function Slider({
  ratingKey,
  value,
  onChange,
}: {
  ratingKey: RatingKey;
  value: number;
  onChange: (value: number) => void;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-baseline justify-between gap-2">
        <label htmlFor={id} className="text-ink text-sm font-medium">
          {RATING_LABELS[ratingKey]}
        </label>
        <output htmlFor={id} className="text-ink font-semibold tabular-nums">
          {value}
        </output>
      </div>
      <input
        id={id}
        type="range"
        min={1}
        max={5}
        step={1}
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
        aria-describedby={`${id}-hint`}
        className="accent-brand-700 h-6 w-full"
      />
      <p id={`${id}-hint`} className="text-ink-muted text-xs">
        {RATING_HINTS[ratingKey]}
      </p>
    </div>
  );
}

function TriageResult({
  ideas,
  entries,
  onRateAgain,
}: {
  ideas: Map<string, Idea>;
  entries: TriageEntry[];
  onRateAgain: () => void;
}) {
  const ranked = rankTriage(entries);
  const save = usePortfolioSaveMutation();
  const focusOn = useFocusMutation();
  const park = useIdeaParkMutation();
  const [focusId, setFocusId] = useState<string | null>(null);
  const [parkedOthers, setParkedOthers] = useState<Idea[] | null>(null);
  const [busy, setBusy] = useState(false);

  // The triage is saved with the account as soon as it is shown.
  useEffect(() => {
    save.mutate(
      { lastTriage: { entries: ranked, madeAt: new Date().toISOString() } },
      { onError: () => toast.error(SAVE_FAILED) },
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

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
      {save.isError && !focusId ? <FormMessage>{SAVE_FAILED}</FormMessage> : null}
    </>
  );
}
