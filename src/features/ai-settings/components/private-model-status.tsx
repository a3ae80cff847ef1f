import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/field';
import { Progress } from '@/components/ui/progress';
import { useEffect, useRef } from 'react';
import { getEnv } from '@/config/env';
import { AI_CHOICE_LABELS, readAiChoice } from '@/lib/ai/choice';
import { resolveAiConnection } from '@/lib/ai/connection';
import { formatBytes } from '@/lib/ai/private-models';
import {
  progressText,
  type PrivateModelState,
} from '@/features/ai-settings/hooks/use-private-model';

/**
 * What happens to the private model's file: its download (MB done of the total, the time left,
 * Cancel), ready and kept (with 'Remove the downloaded model'), removed (how much that freed), or
 * why it failed in one sentence.
 */
/** After a removal, which AI new ideas go to now, in the words the choices use. */
function nowUsedWords(): string {
  const choice = readAiChoice();
  if (resolveAiConnection(getEnv(), choice).kind === 'not-connected')
    return 'No AI is connected now: new ideas get general pointers.';
  return `New ideas now go to: ${AI_CHOICE_LABELS[choice.kind]}.`;
}

/** 'Back to your idea', focused as it appears: the download was the last step of the offer. */
function BackToIdea({ onBack }: { onBack: () => void }) {
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    button.current?.focus({ preventScroll: true });
    button.current?.scrollIntoView({ block: 'nearest', behavior: 'instant' });
  }, []);
  return (
    <Button ref={button} type="button" className="self-start" onClick={onBack}>
      Back to your idea
    </Button>
  );
}

export function PrivateModelStatus({
  state,
  modelName,
  onBack,
  onChooseAnother,
}: {
  state: PrivateModelState;
  modelName: string;
  /**
   * Opened from the offer where no AI answered: once the model is ready, one press goes back to
   * the idea (docs/decisions/094-general-guides-and-answers-with-substance.md).
   */
  onBack?: () => void;
  /** After a removal: to the choices, to pick another AI. */
  onChooseAnother?: () => void;
}) {
  const { status } = state;
  switch (status.name) {
    case 'checking':
    case 'not-kept':
      return null;
    case 'downloading': {
      const percent = status.total ? Math.round((status.loaded / status.total) * 100) : 0;
      const text = progressText(status);
      return (
        <div className="flex flex-col gap-3">
          <Progress value={percent} label={`Downloading ${modelName}`} valueText={text} />
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-ink-muted text-sm tabular-nums">{text}</p>
            <Button type="button" variant="outline" size="sm" onClick={state.cancel}>
              Cancel
            </Button>
          </div>
        </div>
      );
    }
    case 'kept':
      return (
        <div className="flex flex-col gap-3">
          <p className="text-success-700 text-sm font-medium">
            {status.inUse ? 'Ready: ' : ''}
            {modelName} is kept in this browser ({formatBytes(status.bytes)}).
            {status.inUse ? ' New ideas go to: Private AI in this browser.' : ''}
          </p>
          <div className="flex flex-wrap gap-3">
            {status.inUse && onBack ? <BackToIdea onBack={onBack} /> : null}
            <Button type="button" variant="outline" onClick={state.remove}>
              Remove the downloaded model
            </Button>
          </div>
        </div>
      );
    case 'removed':
      // Removing the model also ends it as the choice: say what answers now, and offer to choose.
      return (
        <div className="flex flex-col gap-3">
          <p className="text-ink text-sm font-medium">
            Removed the downloaded model: {formatBytes(status.freed)} freed. {nowUsedWords()}
          </p>
          {onChooseAnother ? (
            <Button
              type="button"
              variant="outline"
              className="self-start"
              onClick={onChooseAnother}
            >
              Choose an AI
            </Button>
          ) : null}
        </div>
      );
    case 'failed':
      return (
        <FormMessage>{status.message} You can try again, or choose another AI above.</FormMessage>
      );
  }
}
