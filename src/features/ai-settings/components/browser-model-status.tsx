import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/field';
import { Progress } from '@/components/ui/progress';
import type { BrowserModelState } from '@/features/ai-settings/hooks/use-browser-model';

/** The browser's built-in model: ready, missing, or to be downloaded by the browser. */
export function BrowserModelStatus({ model }: { model: BrowserModelState }) {
  const { availability, progress, error, download } = model;
  if (availability === null)
    return <p className="text-ink-muted text-sm">Checking the built-in model…</p>;
  if (availability === 'unavailable')
    return (
      <FormMessage tone="info">
        This browser cannot run its built-in model on this device.
      </FormMessage>
    );
  if (availability === 'available')
    return (
      <p className="text-success-700 text-sm font-medium">
        The built-in model is ready on this device.
      </p>
    );
  return (
    <div className="flex flex-col gap-3">
      <p className="text-ink-muted text-sm">
        The browser has to download the model once before it can be used. It is large: use a good
        connection.
      </p>
      {progress !== null ? (
        <Progress
          value={Math.round(progress * 100)}
          label="Downloading the built-in model"
          valueText={`${Math.round(progress * 100)}%`}
        />
      ) : null}
      <div aria-live="polite" className="text-ink-muted text-sm">
        {progress !== null ? `Downloading… ${Math.round(progress * 100)}%` : null}
      </div>
      {error ? <FormMessage>{error}</FormMessage> : null}
      <Button
        variant="outline"
        className="self-start"
        onClick={download}
        disabled={progress !== null}
      >
        Download the model
      </Button>
    </div>
  );
}
