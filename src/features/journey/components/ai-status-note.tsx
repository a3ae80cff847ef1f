import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/field';
import { paths } from '@/config/paths';
import type { RetryState } from '@/features/journey/hooks/use-clarification-retry';
import { PrivateAiOfferLink } from './private-ai-offer';

export interface AiFallbackNoticeProps {
  /** What fell back: the clarification's cards or the guide's steps. */
  what: 'clarification' | 'guide';
  /** False when no AI is connected at all: trying again could not help, so no button. */
  connected: boolean;
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
export function AiFallbackNotice({
  what,
  connected,
  retryState = 'idle',
  onRetry,
}: AiFallbackNoticeProps) {
  const pointers =
    what === 'clarification'
      ? 'these are general pointers, not advice about this idea.'
      : 'the steps below are general pointers, not written for this idea.';
  const retrying = retryState === 'retrying';

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

  return (
    <FormMessage
      tone="info"
      className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between"
    >
      <p>
        <strong>
          {retryState === 'failed'
            ? 'The AI still could not be reached'
            : 'The AI could not be reached'}
        </strong>
        , so {pointers}
        {retryState === 'failed' ? ' You can try again in a few minutes.' : null} Or choose another
        AI in <SettingsLink />.
      </p>
      {onRetry ? (
        <Button
          variant="outline"
          size="sm"
          className="shrink-0 self-start sm:self-center"
          aria-disabled={retrying || undefined}
          onClick={retrying ? undefined : onRetry}
        >
          {retrying ? 'Trying again…' : 'Try again'}
        </Button>
      ) : null}
    </FormMessage>
  );
}
