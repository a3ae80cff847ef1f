import { Button } from '@/components/ui/button';
import type { CopyFileState } from '@/features/keep-data/hooks/keep-data-store';
import type { useKeepCopy } from '@/features/keep-data/hooks/use-keep-copy';
import { timeAgo } from '@/features/keep-data/model/reminder';

interface CopyFileStatusProps {
  file: CopyFileState;
  lastCopyAt: number | null;
  now: number;
  /** The ways on: asking the browser again, or choosing the file again. */
  copy: Pick<ReturnType<typeof useKeepCopy>, 'allowWriting' | 'chooseFile'>;
}

/**
 * The living copy in words: when it was last written, that the browser asks again before Clarity
 * may write it, or that a write failed (said once, here, with a way on). Never red: nothing is lost.
 */
export function CopyFileStatus({ file, lastCopyAt, now, copy }: CopyFileStatusProps) {
  if (file.status === 'none') return null;
  if (file.status === 'ready')
    return (
      <span>
        {lastCopyAt === null
          ? `Your copy in ${file.name} is being written.`
          : `Copy updated ${timeAgo(lastCopyAt, now)}.`}
      </span>
    );
  if (file.status === 'needs-permission')
    return (
      <>
        <span>Your browser asks before Clarity writes {file.name} again.</span>
        <Button variant="outline" size="sm" onClick={() => void copy.allowWriting()}>
          Let Clarity update your copy
        </Button>
      </>
    );
  return (
    <>
      <span>
        Your copy in {file.name} could not be updated: {file.problem} Your ideas are still here.
      </span>
      <Button variant="outline" size="sm" onClick={() => void copy.chooseFile()}>
        Choose the file again
      </Button>
    </>
  );
}
