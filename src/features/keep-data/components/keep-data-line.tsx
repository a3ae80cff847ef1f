import { Button } from '@/components/ui/button';
import { COPY_AGE_REFRESH_MS } from '@/config/constants';
import { useBackendMode } from '@/lib/api/backend-mode';
import { useUserStatsQuery } from '@/lib/api/stats/user-stats-query';
import { dismissReminder, useKeepData } from '@/features/keep-data/hooks/keep-data-store';
import { useKeepCopy } from '@/features/keep-data/hooks/use-keep-copy';
import { useNow } from '@/features/keep-data/hooks/use-now';
import { reminderDue, reminderText } from '@/features/keep-data/model/reminder';
import { CopyFileStatus } from './copy-file-status';
import {
  HomeScreenLine,
  InstallOffer,
  KeepCopyButton,
  KeepCopyOutcome,
  KeepInFileButton,
} from './keep-copy-controls';
import { KEPT_FOR_GOOD, MAY_CLEAR, IN_THE_ACCOUNT } from './words';

/**
 * My Ideas' one quiet line on where the ideas live (docs/product.md §8.1): kept for good, or that
 * this browser may clear them, with the ways to keep a copy beside it, and the gentle reminder
 * when a copy is due. Never red, never a dialog.
 */
export function KeepDataLine() {
  const mode = useBackendMode();
  if (mode !== 'local') return <p className="text-ink-muted text-sm">{IN_THE_ACCOUNT}</p>;
  return <LocalKeepDataLine />;
}

function LocalKeepDataLine() {
  const data = useKeepData();
  const now = useNow(COPY_AGE_REFRESH_MS);
  const stats = useUserStatsQuery();
  const copy = useKeepCopy();
  // Said once the browser and the numbers have answered, so the line does not change on screen.
  if (data.persistence === null || stats.isPending) return null;
  const savedIdeas = stats.data?.ideasClarified ?? 0;

  const kept = data.persistence === 'kept';
  const { record, file } = data;
  const remind = reminderDue({
    now,
    kept,
    livingCopy: file.status !== 'none',
    lastCopyAt: record.lastCopyAt,
    changedAt: record.changedAt,
    savedIdeas,
    dismissedAt: record.dismissedAt,
  });

  return (
    <section
      aria-label="Where your ideas are kept"
      className="text-ink-muted flex flex-col gap-2 text-sm"
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <span className="text-ink">{kept ? KEPT_FOR_GOOD : MAY_CLEAR}</span>
        <CopyFileStatus file={file} lastCopyAt={record.lastCopyAt} now={now} copy={copy} />
        {!kept && !remind ? <KeepCopyButton copy={copy} /> : null}
        {!kept && file.status === 'none' && copy.canKeepInFile ? (
          <KeepInFileButton copy={copy} />
        ) : null}
        <InstallOffer copy={copy} kept={kept} />
      </div>
      {remind ? (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <span className="text-ink">{reminderText(record.lastCopyAt, now)} ·</span>
          <KeepCopyButton copy={copy} />
          <Button variant="ghost" size="sm" onClick={() => dismissReminder()}>
            Not now
          </Button>
        </div>
      ) : null}
      <HomeScreenLine kept={kept} />
      <KeepCopyOutcome copy={copy} />
    </section>
  );
}
