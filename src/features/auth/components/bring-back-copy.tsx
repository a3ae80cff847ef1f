import { useEffect, useId, useRef, type ChangeEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/field';
import type { BringBack } from '../hooks/use-bring-back';
import { waitingLine } from '../model/bring-back';

interface BringBackCopyProps {
  bringBack: BringBack;
  /** What the waiting file waits for: the new account, or the sign-in. */
  until: 'signup' | 'login';
  disabled: boolean;
}

/**
 * 'Bring back from a copy' (local mode, docs/decisions/092-bring-back-from-a-copy.md): a file
 * chooser, then the line that says which file waits and how many ideas it holds, with a way to
 * drop it. Focus follows the control that takes the button's place, so the keyboard never falls
 * back to the top of the page.
 */
export function BringBackCopy({ bringBack, until, disabled }: BringBackCopyProps) {
  const fileInput = useRef<HTMLInputElement>(null);
  const chooseButton = useRef<HTMLButtonElement>(null);
  const dropButton = useRef<HTMLButtonElement>(null);
  const lineId = useId();
  const hintId = useId();
  const { copy, error, reading } = bringBack;
  const moved = useRef(false);

  useEffect(() => {
    // Only after the person acted here: the page's first render keeps its own focus.
    if (!moved.current) return;
    (copy ? dropButton : chooseButton).current?.focus();
  }, [copy]);

  const chosen = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file can be chosen again after a failure or a drop.
    event.target.value = '';
    if (!file) return;
    moved.current = true;
    void bringBack.choose(file);
  };

  return (
    <div className="flex flex-col gap-2">
      {copy ? (
        <div className="rounded-control bg-brand-50 text-brand-800 flex flex-col items-start gap-1 px-4 pt-3 pb-1 text-sm">
          <p id={lineId} role="status">
            <span className="font-semibold break-all">{copy.fileName}</span>:{' '}
            {waitingLine(copy, until)}
          </p>
          <Button
            ref={dropButton}
            type="button"
            variant="link"
            size="sm"
            className="px-0"
            aria-describedby={lineId}
            disabled={disabled}
            onClick={() => {
              moved.current = true;
              bringBack.drop();
            }}
          >
            Don’t bring it back
          </Button>
        </div>
      ) : (
        <>
          <Button
            ref={chooseButton}
            type="button"
            variant="outline"
            aria-describedby={hintId}
            onClick={() => fileInput.current?.click()}
            disabled={disabled || reading}
          >
            {reading ? 'Reading your copy...' : 'Bring back from a copy'}
          </Button>
          <p id={hintId} className="text-ink-muted text-sm">
            Had ideas in Clarity before? Choose the file you kept, and they come back into{' '}
            {until === 'signup' ? 'your new account' : 'your account'}.
          </p>
        </>
      )}
      <input
        ref={fileInput}
        type="file"
        accept=".json,application/json"
        aria-label="Bring back from a copy"
        // The button opens it; hidden, it is not a second 'Bring back from a copy' to screen readers.
        hidden
        onChange={chosen}
      />
      {error ? <FormMessage>{error}</FormMessage> : null}
    </div>
  );
}
