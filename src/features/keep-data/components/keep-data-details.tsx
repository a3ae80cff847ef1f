import { Button } from '@/components/ui/button';
import { COPY_AGE_REFRESH_MS } from '@/config/constants';
import { useBackendMode } from '@/lib/api/backend-mode';
import { addsToHomeScreen } from '@/lib/keep-data/install-prompt';
import { stopLivingCopy, useKeepData } from '@/features/keep-data/hooks/keep-data-store';
import { useKeepCopy } from '@/features/keep-data/hooks/use-keep-copy';
import { useNow } from '@/features/keep-data/hooks/use-now';
import { CopyFileStatus } from './copy-file-status';
import { KeepCopyOutcome } from './keep-data-line';
import { HOME_SCREEN_LINE, IN_THE_ACCOUNT, KEPT_FOR_GOOD, MAY_CLEAR } from './words';

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
          <CopyFileStatus
            file={file}
            lastCopyAt={record.lastCopyAt}
            now={now}
            onAllow={() => void copy.allowWriting()}
            onChooseAgain={() => void copy.chooseFile()}
          />
          <Button variant="ghost" size="sm" onClick={() => void stopLivingCopy()}>
            Stop updating the file
          </Button>
        </div>
      ) : copy.canKeepInFile ? (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <span>Choose a file once, and Clarity rewrites it after every change.</span>
          <Button variant="outline" size="sm" onClick={() => void copy.chooseFile()}>
            Keep a copy in a file
          </Button>
        </div>
      ) : null}
      {copy.canKeepInFile ? (
        <p>
          A file in a synced folder (iCloud Drive, Dropbox, OneDrive) travels to your other
          computers; &lsquo;Import data&rsquo; brings it in there.
        </p>
      ) : null}
      {!kept && copy.installable ? (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <span>An installed app keeps its data.</span>
          <Button variant="outline" size="sm" onClick={copy.install}>
            Install Clarity
          </Button>
        </div>
      ) : null}
      {!kept && addsToHomeScreen() ? <p>{HOME_SCREEN_LINE}</p> : null}
      <KeepCopyOutcome copy={copy} />
    </div>
  );
}
