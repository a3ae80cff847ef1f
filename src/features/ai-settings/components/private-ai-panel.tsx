import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/field';
import { getEnv } from '@/config/env';
import { parseAiChoice } from '@/lib/ai/choice';
import {
  aboutSize,
  formatBytes,
  privateModelName,
  privateModelsFor,
  type PrivateModel,
} from '@/lib/ai/private-models';
import { cn } from '@/lib/cn';
import { usePrivateModel } from '@/features/ai-settings/hooks/use-private-model';
import { PrivateModelStatus } from './private-model-status';

/** The radio value of 'A model file from an address'. */
const ADDRESS = 'address';

/** After the model is removed: to the first of the screen's choices, to pick another AI. */
function focusFirstChoice() {
  const first = document.querySelector<HTMLInputElement>('input[name="ai-choice"]');
  first?.scrollIntoView({ block: 'center', behavior: 'instant' });
  first?.focus({ preventScroll: true });
}

/**
 * 'Private AI in this browser' (docs/decisions/067-private-ai-in-the-page.md): which model, what
 * downloading it means (its name and size, that it runs on this device and the idea never leaves
 * it, that it is slower than a hosted AI), and one button that starts it. Nothing downloads before
 * 'Download and use' is pressed.
 */
export function PrivateAiPanel({
  initialUrl,
  bringIntoView = false,
  onBack,
}: {
  initialUrl: string | null;
  /** Opened from the offer: once the model is ready, 'Back to your idea' (one press). */
  onBack?: () => void;
  /**
   * Opened from the offer beside a notice ('Use Private AI in this browser'): the page scrolls to
   * the models and what downloading means, which otherwise start below the other five choices —
   * on a phone, screens below where the person arrives.
   */
  bringIntoView?: boolean;
}) {
  const consent = useRef<HTMLDivElement>(null);
  // After the layout effects that put a new page at its top (use-scroll-restoration.ts). What
  // downloading means and its button come first into view, with the progress and the way back
  // right below them, so the three presses of the offer need no scrolling (decision 094).
  useEffect(() => {
    if (bringIntoView) consent.current?.scrollIntoView({ block: 'start', behavior: 'instant' });
  }, [bringIntoView]);
  const models = useMemo(() => privateModelsFor(getEnv()), []);
  const listed = (url: string | null) => models.some((model) => model.url === url);
  const [picked, setPicked] = useState(() =>
    initialUrl && !listed(initialUrl) ? ADDRESS : (initialUrl ?? models[0]!.url),
  );
  const [address, setAddress] = useState(() => (listed(initialUrl) ? '' : (initialUrl ?? '')));
  const [addressError, setAddressError] = useState<string | null>(null);
  const id = useId();

  const model = useMemo<PrivateModel | null>(() => {
    if (picked !== ADDRESS) return models.find((entry) => entry.url === picked) ?? null;
    const checked = parseAiChoice({ kind: 'private', modelUrl: address });
    if (!checked.ok || checked.choice.kind !== 'private') return null;
    const url = checked.choice.modelUrl;
    return { url, name: privateModelName(url), bytes: 0, licence: '', goodFor: '' };
  }, [picked, address, models]);
  const state = usePrivateModel(model);
  const busy = state.status.name === 'downloading';

  const start = () => {
    if (!model) {
      setAddressError(
        parseAiChoice({ kind: 'private', modelUrl: address }).ok === false
          ? 'Enter the https:// address of a .gguf file, such as https://example.com/model.gguf.'
          : null,
      );
      document.getElementById(`${id}-address`)?.focus();
      return;
    }
    setAddressError(null);
    state.downloadAndUse();
  };

  return (
    <div className="flex flex-col gap-5">
      <fieldset className="flex flex-col gap-3" disabled={busy}>
        <legend className="text-ink mb-2 text-sm font-semibold">Which model</legend>
        {models.map((entry, index) => (
          <label
            key={entry.url}
            className={cn(
              'rounded-control border-line grid cursor-pointer grid-cols-[auto_1fr] gap-x-3 gap-y-1 border p-3',
              picked === entry.url && 'border-brand-600 bg-brand-50',
            )}
          >
            <input
              type="radio"
              name="private-model"
              value={entry.url}
              checked={picked === entry.url}
              onChange={() => setPicked(entry.url)}
              aria-labelledby={`${id}-${index}-name`}
              aria-describedby={`${id}-${index}-about`}
              className="accent-brand-600 mt-1 size-4"
            />
            <span id={`${id}-${index}-name`} className="text-ink font-medium">
              {entry.name}
            </span>
            <span id={`${id}-${index}-about`} className="text-ink-muted col-start-2 text-sm">
              {entry.bytes ? formatBytes(entry.bytes) : 'Size shown when it downloads'} ·{' '}
              {entry.licence} · {entry.goodFor}
            </span>
          </label>
        ))}
        <label
          className={cn(
            'rounded-control border-line grid cursor-pointer grid-cols-[auto_1fr] gap-x-3 gap-y-1 border p-3',
            picked === ADDRESS && 'border-brand-600 bg-brand-50',
          )}
        >
          <input
            type="radio"
            name="private-model"
            value={ADDRESS}
            checked={picked === ADDRESS}
            onChange={() => setPicked(ADDRESS)}
            aria-labelledby={`${id}-address-name`}
            aria-describedby={`${id}-address-about`}
            className="accent-brand-600 mt-1 size-4"
          />
          <span id={`${id}-address-name`} className="text-ink font-medium">
            A model file from an address
          </span>
          <span id={`${id}-address-about`} className="text-ink-muted col-start-2 text-sm">
            A .gguf file you or your organisation host, at an https:// address.
          </span>
        </label>
      </fieldset>

      {picked === ADDRESS ? (
        <Field
          id={`${id}-address`}
          label="Address of the .gguf file"
          error={addressError ?? undefined}
        >
          {(control) => (
            <Input
              {...control}
              type="url"
              inputMode="url"
              autoComplete="off"
              spellCheck={false}
              placeholder="https://example.com/models/my-model.gguf"
              value={address}
              disabled={busy}
              onChange={(event) => setAddress(event.target.value)}
            />
          )}
        </Field>
      ) : null}

      <div
        ref={consent}
        className="rounded-control border-brand-200 bg-brand-50 text-brand-900 flex scroll-mt-4 flex-col gap-3 border p-4 text-sm"
      >
        <p>
          <strong>{model?.name ?? 'The model'}</strong> downloads to this browser,{' '}
          {aboutSize(model?.bytes ?? 0)}, and stays there for your next visits. It runs on this
          device: your idea never leaves it. It is slower than a hosted AI, and its answers are
          simpler.
        </p>
        {state.status.name === 'kept' && state.status.inUse ? null : (
          <Button type="button" className="self-start" onClick={start} disabled={busy}>
            {state.status.name === 'kept' ? 'Use this model' : 'Download and use'}
          </Button>
        )}
      </div>

      <div aria-live="polite" className="flex flex-col gap-3 empty:hidden">
        <PrivateModelStatus
          state={state}
          modelName={model?.name ?? 'The model'}
          {...(onBack ? { onBack } : {})}
          onChooseAnother={focusFirstChoice}
        />
      </div>
    </div>
  );
}
