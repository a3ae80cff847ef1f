import { useCallback, useEffect, useRef, useState } from 'react';
import { readAiChoice, writeAiChoice, DEFAULT_AI_CHOICE } from '@/lib/ai/choice';
import {
  downloadModel,
  keptModelFile,
  PrivateModelError,
  PRIVATE_MODEL_FAILURES,
  removeKeptModels,
} from '@/lib/ai/private-download';
import { formatBytes, type PrivateModel } from '@/lib/ai/private-models';

/** Where 'Private AI in this browser' stands for the chosen model file: a named state each. */
export type PrivateModelStatus =
  | { name: 'checking' }
  | { name: 'not-kept' }
  | { name: 'downloading'; loaded: number; total: number; startedAt: number; now: number }
  /** `inUse`: it is also this browser's chosen AI. */
  | { name: 'kept'; bytes: number; inUse: boolean }
  | { name: 'failed'; message: string }
  | { name: 'removed'; freed: number };

export interface PrivateModelState {
  status: PrivateModelStatus;
  /** Downloads the model (if not kept yet) and makes it this browser's AI. */
  downloadAndUse: () => void;
  cancel: () => void;
  remove: () => void;
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * The model file behind 'Private AI in this browser' (docs/decisions/067-private-ai-in-the-page.md):
 * whether this browser keeps it, its download with progress and Cancel, and its removal. Nothing
 * downloads until `downloadAndUse` runs, which only a press of 'Download and use' calls.
 */
export function usePrivateModel(model: PrivateModel | null): PrivateModelState {
  const url = model?.url ?? null;
  const [status, setStatus] = useState<PrivateModelStatus>({ name: 'checking' });
  const download = useRef<AbortController | null>(null);

  useEffect(() => {
    let active = true;
    if (!url) return;
    void keptModelFile(url)
      .catch(() => null)
      .then((file) => {
        if (!active) return;
        const choice = readAiChoice();
        const inUse = choice.kind === 'private' && choice.modelUrl === url;
        setStatus(file ? { name: 'kept', bytes: file.size, inUse } : { name: 'not-kept' });
      });
    return () => {
      active = false;
      download.current?.abort();
    };
  }, [url]);

  const downloadAndUse = useCallback(() => {
    if (!model) return;
    const controller = new AbortController();
    download.current = controller;
    const startedAt = Date.now();
    setStatus({ name: 'downloading', loaded: 0, total: model.bytes, startedAt, now: startedAt });
    downloadModel(model.url, {
      expectedBytes: model.bytes,
      signal: controller.signal,
      onProgress: ({ loaded, total }) =>
        setStatus({
          name: 'downloading',
          loaded,
          total: total || model.bytes,
          startedAt,
          now: Date.now(),
        }),
    })
      .then(() => keptModelFile(model.url))
      .then((file) => {
        writeAiChoice({ kind: 'private', modelUrl: model.url });
        setStatus({ name: 'kept', bytes: file?.size ?? model.bytes, inUse: true });
        // Compiled and loaded while the person goes back to their idea, so the first answer does
        // not wait for it; a failure here is said by the first answer instead.
        void import('@/lib/ai/private-engine')
          .then((engine) => engine.loadPrivateModel(model.url))
          .catch(() => undefined);
      })
      .catch((error: unknown) => {
        if (isAbort(error)) return setStatus({ name: 'not-kept' });
        console.warn('Clarity: the private model could not be downloaded.', error);
        setStatus({
          name: 'failed',
          message:
            error instanceof PrivateModelError ? error.message : PRIVATE_MODEL_FAILURES.failed,
        });
      })
      .finally(() => {
        if (download.current === controller) download.current = null;
      });
  }, [model]);

  const cancel = useCallback(() => download.current?.abort(), []);

  const remove = useCallback(() => {
    void (async () => {
      // A model in use is let go first, so its memory is freed along with its file.
      const { unloadPrivateModel } = await import('@/lib/ai/private-engine');
      await unloadPrivateModel().catch(() => undefined);
      const freed = await removeKeptModels();
      // Without its file the choice cannot answer: back to this copy of Clarity's own.
      if (readAiChoice().kind === 'private') writeAiChoice(DEFAULT_AI_CHOICE);
      setStatus({ name: 'removed', freed });
    })().catch((error: unknown) => {
      console.warn('Clarity: the private model could not be removed.', error);
      setStatus({ name: 'failed', message: 'The downloaded model could not be removed.' });
    });
  }, []);

  return { status, downloadAndUse, cancel, remove };
}

/** '12.3 MB of 271 MB · about 2 minutes left' */
export function progressText(status: Extract<PrivateModelStatus, { name: 'downloading' }>): string {
  const { loaded, total, startedAt, now } = status;
  const done = `${formatBytes(loaded)} of ${total ? formatBytes(total) : 'unknown size'}`;
  const seconds = (now - startedAt) / 1000;
  if (!total || loaded === 0 || seconds < 1) return `${done} · working out the time left`;
  const left = ((total - loaded) / loaded) * seconds;
  const minutes = Math.round(left / 60);
  const when =
    left < 60
      ? 'less than a minute left'
      : `about ${minutes} minute${minutes === 1 ? '' : 's'} left`;
  return `${done} · ${when}`;
}
