import { Button } from '@/components/ui/button';
import { addsToHomeScreen } from '@/lib/keep-data/install-prompt';
import type { useKeepCopy } from '@/features/keep-data/hooks/use-keep-copy';
import { HOME_SCREEN_LINE } from './words';

/**
 * The ways to keep a copy that My Ideas' line and the dashboard's 'Your data' both offer, written
 * once so that they look and read the same on both (docs/decisions/091-keeping-a-persons-data.md).
 */
type KeepCopy = ReturnType<typeof useKeepCopy>;

/** 'Keep a copy': the all-my-data file in one click, resting while one is being made. */
export function KeepCopyButton({ copy }: { copy: KeepCopy }) {
  return (
    <Button variant="outline" size="sm" onClick={copy.keepCopy} disabled={copy.download.isPending}>
      Keep a copy
    </Button>
  );
}

/** 'Keep a copy in a file': the living copy, a file chosen once and rewritten after every change. */
export function KeepInFileButton({ copy }: { copy: KeepCopy }) {
  return (
    <Button variant="outline" size="sm" onClick={() => void copy.chooseFile()}>
      Keep a copy in a file
    </Button>
  );
}

/**
 * 'Install Clarity', where the browser offers it and the ideas are not kept for good yet: an
 * installed app keeps its data. With `why`, the reason is said in front of the button, on a row.
 */
export function InstallOffer({ copy, kept, why }: { copy: KeepCopy; kept: boolean; why?: string }) {
  if (kept || !copy.installable) return null;
  const button = (
    <Button variant="outline" size="sm" onClick={copy.install}>
      Install Clarity
    </Button>
  );
  if (!why) return button;
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
      <span>{why}</span>
      {button}
    </div>
  );
}

/** Safari on iPhone and iPad installs only by hand: the way, said where the ideas may be cleared. */
export function HomeScreenLine({ kept }: { kept: boolean }) {
  return !kept && addsToHomeScreen() ? <p>{HOME_SCREEN_LINE}</p> : null;
}

/** What the last click did: the file's name, or what went wrong, in words. */
export function KeepCopyOutcome({ copy }: { copy: KeepCopy }) {
  const { download, problem } = copy;
  let said: string | null = null;
  if (download.isSuccess) said = `Kept a copy: ${download.data} is in your downloads.`;
  else if (download.isError) said = `Your copy could not be made: ${download.error.message}`;
  else if (problem) said = problem;
  return (
    <p role="status" className={said ? undefined : 'sr-only'}>
      {said}
    </p>
  );
}
