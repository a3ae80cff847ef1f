import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/field';
import { cn } from '@/lib/cn';
import { paths } from '@/config/paths';
import type { RetryState } from '@/features/journey/hooks/use-ai-retry';
import { usePrivateModelMissing } from '@/features/journey/hooks/use-private-model-missing';
import type { FallbackReason } from '@/features/journey/model/journey';
import { PrivateAiOfferLink } from './private-ai-offer';

export interface AiFallbackNoticeProps {
  /** What fell back: the clarification's cards or the guide's steps. */
  what: 'clarification' | 'guide';
  /** False when no AI is connected at all: trying again could not help, so no button. */
  connected: boolean;
  /**
   * True when the AI that failed is 'Private AI in this browser': nothing was 'reached', and
   * offering it again would send the person to what just failed.
   */
  privateAi?: boolean;
  /**
   * Why these are general pointers. 'not-connected' while an AI is connected now: none was asked
   * (it was connected since), so nothing 'could not be reached'; the notice offers to ask it.
   */
  reason?: FallbackReason;
  retryState?: RetryState;
  onRetry?: () => void;
  /** While trying again: stop asking (the pointers stay). */
  onCancel?: () => void;
  /** Trying again has waited long without a field: the first try's offer (docs/product.md §5.3). */
  slowNotice?: boolean;
  onKeepWaiting?: () => void;
  onUseGeneralPointers?: () => void;
}

/**
 * The one notice beside general pointers (docs/product.md §5.12, §10.5): it says plainly that the
 * AI did not write them, and offers to ask again when asking again can help. 'AI settings' is where
 * the person connects one themselves (docs/decisions/050-ai-settings-a-route-kept-in-the-browser.md).
 */

/** What the pointers were, said when an AI has been connected since. */
const pointersBefore = {
  clarification:
    'These general pointers were made before it was, so they are not advice about this idea.',
  guide: 'The steps below were made before it was, as general pointers, not written for this idea.',
} as const;

const noticeLayout =
  'flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center sm:justify-between';

function SettingsLink() {
  return (
    <Link to={paths.aiSettings} className="underline underline-offset-4">
      AI settings
    </Link>
  );
}

/** What failed, in plain words: a service is 'reached', the page's own model only answers. */
function failedWords(privateAi: boolean, again: boolean): string {
  if (privateAi)
    return again ? 'The private AI still could not answer' : 'The private AI could not answer';
  return again ? 'The AI still could not be reached' : 'The AI could not be reached';
}

type RetryControlsProps = Pick<
  AiFallbackNoticeProps,
  'onRetry' | 'onCancel' | 'slowNotice' | 'onKeepWaiting' | 'onUseGeneralPointers'
> & { retrying: boolean; label: string; children?: ReactNode };

/**
 * Try again (or 'Ask the AI now'), Cancel while it asks, the other ways on (`children`), and the
 * first try's way out when asking again is slow.
 */
function RetryControls({
  onRetry,
  onCancel,
  slowNotice = false,
  onKeepWaiting,
  onUseGeneralPointers,
  retrying,
  label,
  children,
}: RetryControlsProps) {
  return (
    <>
      <div className="flex shrink-0 flex-wrap gap-2 self-start sm:self-center">
        {onRetry ? (
          <Button
            variant="outline"
            size="sm"
            aria-disabled={retrying || undefined}
            onClick={retrying ? undefined : onRetry}
          >
            {retrying ? 'Trying again…' : label}
          </Button>
        ) : null}
        {retrying && onCancel ? (
          <Button variant="outline" size="sm" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
        {children}
      </div>
      {retrying && slowNotice ? (
        <SlowNotice
          className="sm:basis-full"
          onKeepWaiting={onKeepWaiting}
          onUseGeneralPointers={onUseGeneralPointers}
        />
      ) : null}
    </>
  );
}

/**
 * The first try's way out of a slow answer (docs/product.md §5.3), inside a live region: 'This is
 * taking longer than usual.' with 'Keep waiting' and 'Use general pointers'.
 */
export function SlowNotice({
  onKeepWaiting,
  onUseGeneralPointers,
  className,
}: Pick<AiFallbackNoticeProps, 'onKeepWaiting' | 'onUseGeneralPointers'> & {
  className?: string;
}) {
  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <span className="text-ink font-medium">This is taking longer than usual.</span>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={onKeepWaiting}>
          Keep waiting
        </Button>
        <Button variant="secondary" size="sm" onClick={onUseGeneralPointers}>
          Use general pointers
        </Button>
      </div>
    </div>
  );
}

export function AiFallbackNotice({
  what,
  connected,
  privateAi = false,
  reason,
  retryState = 'idle',
  ...controls
}: AiFallbackNoticeProps) {
  const pointers =
    what === 'clarification'
      ? 'these are general pointers, not advice about this idea.'
      : 'the steps below are general pointers, not written for this idea.';
  const retrying = retryState === 'retrying';
  const modelMissing = usePrivateModelMissing(connected && privateAi);

  if (!connected) {
    return (
      <FormMessage tone="info" className={noticeLayout}>
        <span className="sm:flex-1">
          <strong>The AI is not connected</strong>, so {pointers} You can connect one in{' '}
          <SettingsLink />, or run a private one in this browser.
        </span>
        <PrivateAiOfferLink className="self-start sm:self-center" />
      </FormMessage>
    );
  }

  if (modelMissing) {
    return (
      <FormMessage tone="info" className={noticeLayout}>
        <p className="sm:flex-1">
          <strong>The private AI’s model is not downloaded in this browser</strong>, so {pointers}{' '}
          Download it in <SettingsLink />, or choose another AI there.
        </p>
        <RetryControls {...controls} retrying={retrying} label="Try again">
          <PrivateAiOfferLink>Download the private AI</PrivateAiOfferLink>
        </RetryControls>
      </FormMessage>
    );
  }

  // An AI connected since these pointers were made (in AI settings): it was never asked.
  const neverAsked = reason === 'not-connected' && retryState === 'idle';
  return (
    <FormMessage tone="info" className={noticeLayout}>
      {neverAsked ? (
        <p className="sm:flex-1">
          <strong>An AI is connected now</strong>. {pointersBefore[what]} Ask it for advice about
          this idea.
        </p>
      ) : (
        <p className="sm:flex-1">
          <strong>{failedWords(privateAi, retryState === 'failed')}</strong>, so {pointers}
          {retryState === 'failed' ? ' You can try again in a few minutes.' : null} Or choose
          another AI in <SettingsLink />
          {/* A configured AI that fails (down, busy, over its limit) leaves the person where no AI
              is connected: the one that needs no key or server is offered here too. */}
          {privateAi ? '.' : ', or run a private one in this browser.'}
        </p>
      )}
      <RetryControls
        {...controls}
        retrying={retrying}
        label={neverAsked ? (privateAi ? 'Ask the private AI now' : 'Ask the AI now') : 'Try again'}
      >
        {privateAi || neverAsked ? null : <PrivateAiOfferLink />}
      </RetryControls>
    </FormMessage>
  );
}
