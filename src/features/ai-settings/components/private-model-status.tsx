import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/field';
import { Progress } from '@/components/ui/progress';
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
export function PrivateModelStatus({
  state,
  modelName,
}: {
  state: PrivateModelState;
  modelName: string;
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
          <Button type="button" variant="outline" className="self-start" onClick={state.remove}>
            Remove the downloaded model
          </Button>
        </div>
      );
    case 'removed':
      return (
        <p className="text-ink text-sm font-medium">
          Removed the downloaded model: {formatBytes(status.freed)} freed.
        </p>
      );
    case 'failed':
      return (
        <FormMessage>{status.message} You can try again, or choose another AI above.</FormMessage>
      );
  }
}
