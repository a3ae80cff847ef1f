import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/field';
import { paths } from '@/config/paths';
import type { RetryState } from '@/features/journey/hooks/use-clarification-retry';
import { usePrivateModelMissing } from '@/features/journey/hooks/use-private-model-missing';
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
  /** The spec's own words for the screen, said first (the guide's, docs/product.md §10.5). */
  specMessage?: string | null;
  retryState?: RetryState;
  onRetry?: () => void;
}

/**
 * The one notice beside general pointers (docs/product.md §5.12, §10.5): it says plainly that the
 * AI did not write them, and offers to ask again when asking again can help. 'AI settings' is where
 * the person connects one themselves (docs/decisions/050-ai-settings-a-route-kept-in-the-browser.md).
 */

function SettingsLink() {
  return (
    <Link to={paths.aiSettings} className="underline underline-offset-4">
      AI settings
    </Link>
  );
}
function RetryButton({ retrying, onRetry }: { retrying: boolean; onRetry: () => void }) {
  return (
    <Button
      variant="outline"
      size="sm"
      aria-disabled={retrying || undefined}
      onClick={retrying ? undefined : onRetry}
    >
      {retrying ? 'Trying again…' : 'Try again'}
    </Button>
  );
}

/** What failed, in plain words: a service is 'reached', the page's own model only answers. */
function failedWords(privateAi: boolean, again: boolean): string {
  if (privateAi)
    return again ? 'The private AI still could not answer' : 'The private AI could not answer';
  return again ? 'The AI still could not be reached' : 'The AI could not be reached';
}

export function AiFallbackNotice({
  what,
  connected,
  privateAi = false,
  specMessage,
  retryState = 'idle',
  onRetry,
}: AiFallbackNoticeProps) {
  const pointers =
    what === 'clarification'
      ? 'these are general pointers, not advice about this idea.'
      : 'the steps below are general pointers, not written for this idea.';
  const retrying = retryState === 'retrying';
  const modelMissing = usePrivateModelMissing(connected && privateAi);

  if (!connected) {
    return (
      <FormMessage
        tone="info"
        className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between"
      >
        <span>
          <strong>The AI is not connected</strong>, so {pointers} You can connect one in{' '}
          <SettingsLink />, or run a private one in this browser.
        </span>
        <PrivateAiOfferLink className="self-start sm:self-center" />
      </FormMessage>
    );
  }

  if (modelMissing) {
    return (
      <FormMessage
        tone="info"
        className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between"
      >
        <p>
          {specMessage ? <span className="block">{specMessage} </span> : null}
          <strong>The private AI’s model is not downloaded in this browser</strong>, so {pointers}{' '}
          Download it in <SettingsLink />, or choose another AI there.
        </p>
        <div className="flex shrink-0 flex-wrap gap-2 self-start sm:flex-col sm:items-stretch sm:self-center">
          <PrivateAiOfferLink>Download the private AI</PrivateAiOfferLink>
          {onRetry ? <RetryButton retrying={retrying} onRetry={onRetry} /> : null}
        </div>
      </FormMessage>
    );
  }

  return (
    <FormMessage
      tone="info"
      className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between"
    >
      <p>
        {specMessage ? <span className="block">{specMessage} </span> : null}
        <strong>{failedWords(privateAi, retryState === 'failed')}</strong>, so {pointers}
        {retryState === 'failed' ? ' You can try again in a few minutes.' : null} Or choose another
        AI in <SettingsLink />
        {/* A configured AI that fails (down, busy, over its limit) leaves the person where no AI
            is connected: the one that needs no key or server is offered here too. */}
        {privateAi ? '.' : ', or run a private one in this browser.'}
      </p>
      <div className="flex shrink-0 flex-wrap gap-2 self-start sm:flex-col sm:items-stretch sm:self-center">
        {onRetry ? <RetryButton retrying={retrying} onRetry={onRetry} /> : null}
        {privateAi ? null : <PrivateAiOfferLink />}
      </div>
    </FormMessage>
  );
}
