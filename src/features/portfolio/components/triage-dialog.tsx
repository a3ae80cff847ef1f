import { useMemo, useState } from 'react';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { toast } from '@/components/ui/toaster';
import { TRIAGE_IDEAS_MAX, TRIAGE_IDEAS_MIN } from '@/config/constants';
import { useIdeaListQuery } from '@/lib/api/ideas/idea-list-query';
import { usePortfolioQuery } from '@/lib/api/portfolio/portfolio-query';
import { usePortfolioSaveMutation } from '@/lib/api/portfolio/portfolio-save-mutation';
import type { TriageEntry } from '@/domain/model';
import { rankTriage, startingRatings } from '@/features/portfolio/model/triage';
import { SAVE_FAILED } from '@/features/portfolio/model/triage-save';
import { PickIdeas } from './triage-pick';
import { RateIdeas } from './triage-rate';
import { TriageResult } from './triage-result';

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

  const save = usePortfolioSaveMutation();
  // The triage is saved with the account as soon as its ranking is shown.
  const showRanking = () => {
    save.mutate(
      { lastTriage: { entries: rankTriage(entries), madeAt: new Date().toISOString() } },
      { onError: () => toast.error(SAVE_FAILED) },
    );
    setStage('result');
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
            onNext={showRanking}
          />
        ) : (
          <TriageResult
            ideas={byId}
            entries={entries}
            saveFailed={save.isError}
            onRateAgain={() => setStage('rate')}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
