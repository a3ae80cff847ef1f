import { useEffect, useRef, useState } from 'react';
import { StatusScreen } from '@/components/layout/status-screen';
import { Button } from '@/components/ui/button';
import { saveFile } from '@/lib/save-file';

/** What the screen needs from local mode's database (the app passes the backend's way out). */
interface LocalRecoveryActions {
  download(): Promise<File | null>;
  startFresh(): Promise<void>;
}

interface LocalRecoveryScreenProps {
  actions: LocalRecoveryActions;
  /** Called once a fresh database opened: the app shows its pages again. */
  onStartedFresh: () => void;
}

type Stage =
  | { step: 'choose'; note?: string }
  | { step: 'confirm' }
  | { step: 'erasing' }
  | { step: 'failed'; message: string };

const messageOf = (error: unknown) =>
  error instanceof Error ? error.message : 'Something went wrong. Please try again.';

/**
 * docs/product.md §2.1: when the data this browser keeps cannot be opened or updated, the person
 * can take what can be read and start over, instead of meeting an error on every page.
 */
export function LocalRecoveryScreen({ actions, onStartedFresh }: LocalRecoveryScreenProps) {
  const [stage, setStage] = useState<Stage>({ step: 'choose' });
  const [downloading, setDownloading] = useState(false);
  // The buttons swap with the confirmation: focus follows, so a keyboard user is not dropped.
  const confirmation = useRef<HTMLElement>(null);
  const startFreshButton = useRef<HTMLButtonElement>(null);
  const wasConfirming = useRef(false);
  useEffect(() => {
    if (stage.step === 'confirm') confirmation.current?.focus();
    else if (wasConfirming.current && stage.step === 'choose') startFreshButton.current?.focus();
    wasConfirming.current = stage.step === 'confirm';
  }, [stage.step]);

  const download = async () => {
    setDownloading(true);
    try {
      const file = await actions.download();
      if (file) saveFile(file);
      setStage({
        step: 'choose',
        note: file
          ? `Downloaded ${file.name}.`
          : 'Nothing could be read from the stored data, so there is nothing to download.',
      });
    } catch (error) {
      setStage({ step: 'choose', note: messageOf(error) });
    } finally {
      setDownloading(false);
    }
  };

  const startFresh = async () => {
    setStage({ step: 'erasing' });
    try {
      await actions.startFresh();
      onStartedFresh();
    } catch (error) {
      setStage({ step: 'failed', message: messageOf(error) });
    }
  };

  const confirming = stage.step === 'confirm';
  return (
    <StatusScreen
      tone="danger"
      mark="!"
      title="Your saved ideas could not be opened"
      actions={
        confirming ? null : (
          <>
            <Button size="lg" onClick={download} disabled={downloading || stage.step === 'erasing'}>
              {downloading ? 'Reading your data…' : 'Download my data'}
            </Button>
            <Button
              ref={startFreshButton}
              size="lg"
              variant="outline"
              onClick={() => setStage({ step: 'confirm' })}
              disabled={downloading || stage.step === 'erasing'}
            >
              {stage.step === 'erasing' ? 'Starting fresh…' : 'Start fresh'}
            </Button>
          </>
        )
      }
    >
      <p className="text-balance">
        Clarity keeps your accounts and ideas in this browser, and that storage could not be opened
        or updated. Download what can still be read, then start fresh to keep using Clarity.
      </p>
      <div aria-live="polite" className="mt-4">
        {stage.step === 'choose' && stage.note ? <p className="text-ink">{stage.note}</p> : null}
        {stage.step === 'failed' ? (
          <p role="alert" className="text-danger-700">
            Starting fresh did not work: {stage.message}
          </p>
        ) : null}
      </div>
      {confirming ? (
        <section
          ref={confirmation}
          tabIndex={-1}
          aria-labelledby="start-fresh-title"
          className="border-danger-600/30 bg-danger-50 rounded-control mt-6 border p-4 text-left"
        >
          <h2 id="start-fresh-title" className="text-ink font-semibold">
            Delete everything and start fresh?
          </h2>
          <p className="text-ink mt-2">
            This deletes every account, idea, guide and ticked step Clarity stored in this browser.
            It cannot be undone. If you want to keep anything, download your data first.
          </p>
          <div className="mt-4 flex flex-col gap-3 sm:flex-row">
            <Button variant="danger" onClick={startFresh}>
              Delete everything and start fresh
            </Button>
            <Button variant="outline" onClick={() => setStage({ step: 'choose' })}>
              Cancel
            </Button>
          </div>
        </section>
      ) : null}
    </StatusScreen>
  );
}
