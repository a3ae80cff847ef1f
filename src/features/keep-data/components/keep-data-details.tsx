import { Button } from '@/components/ui/button';
import { COPY_AGE_REFRESH_MS } from '@/config/constants';
import { useBackendMode } from '@/lib/api/backend-mode';
import { stopLivingCopy, useKeepData } from '@/features/keep-data/hooks/keep-data-store';
import { useKeepCopy } from '@/features/keep-data/hooks/use-keep-copy';
import { useNow } from '@/features/keep-data/hooks/use-now';
import { CopyFileStatus } from './copy-file-status';
import {
  HomeScreenLine,
  InstallOffer,
  KeepCopyOutcome,
  KeepInFileButton,
} from './keep-copy-controls';
import { IN_THE_ACCOUNT, KEPT_FOR_GOOD, MAY_CLEAR } from './words';

/**
 * The dashboard's 'Your data': where the ideas live and why a browser may clear them, the living
 * copy in a file and installing (docs/product.md §8.3). 'Download all my data' sits below it.
 */
export function KeepDataDetails() {
  const mode = useBackendMode();
  if (mode !== 'local')
    return (
      <p className="text-ink-muted text-sm">
        {IN_THE_ACCOUNT} They are there on any device you sign in on.
      </p>
    );
  return <LocalKeepDataDetails />;
}

function LocalKeepDataDetails() {
  const data = useKeepData();
  const now = useNow(COPY_AGE_REFRESH_MS);
  const copy = useKeepCopy();
  if (data.persistence === null) return null;
  const kept = data.persistence === 'kept';
  const { file, record } = data;

  return (
    <div className="text-ink-muted flex flex-col gap-3 text-sm">
      <p className="text-ink">{kept ? KEPT_FOR_GOOD : MAY_CLEAR}</p>
      <p>
        In local mode your ideas live in this browser only. Browsers may clear a site&apos;s
        storage: Chrome, Edge and Firefox when the disk runs low, Safari after 7 days of use without
        a visit, unless Clarity is installed or added to the Home Screen. A copy keeps them safe
        either way.
      </p>
      {file.status !== 'none' ? (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <span>Clarity keeps {file.name} up to date after every change.</span>
          <CopyFileStatus file={file} lastCopyAt={record.lastCopyAt} now={now} copy={copy} />
          <Button variant="ghost" size="sm" onClick={() => void stopLivingCopy()}>
            Stop updating the file
          </Button>
        </div>
      ) : copy.canKeepInFile ? (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <span>Choose a file once, and Clarity rewrites it after every change.</span>
          <KeepInFileButton copy={copy} />
        </div>
      ) : null}
      {copy.canKeepInFile ? (
        <p>
          A file in a synced folder (iCloud Drive, Dropbox, OneDrive) travels to your other
          computers; &lsquo;Import data&rsquo; brings it in there.
        </p>
      ) : null}
      <InstallOffer copy={copy} kept={kept} why="An installed app keeps its data." />
      <HomeScreenLine kept={kept} />
      <KeepCopyOutcome copy={copy} />
    </div>
  );
}
