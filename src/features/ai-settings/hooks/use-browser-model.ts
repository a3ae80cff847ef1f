import { useCallback, useEffect, useState } from 'react';
import {
  browserModelApi,
  browserModelAvailability,
  downloadBrowserModel,
  type BrowserModelAvailability,
} from '@/lib/ai/browser-model';

export interface BrowserModelState {
  /** Whether this browser has a built-in model at all: the choice is shown only then. */
  supported: boolean;
  /** Null while asking the browser. */
  availability: BrowserModelAvailability | null;
  /** 0..1 while a download runs, else null. */
  progress: number | null;
  error: string | null;
  download: () => void;
}

/** The browser's built-in model: whether it is there, ready, or must be downloaded first. */
export function useBrowserModel(): BrowserModelState {
  const [supported] = useState(() => browserModelApi() !== null);
  const [availability, setAvailability] = useState<BrowserModelAvailability | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!supported) return;
    let active = true;
    void browserModelAvailability().then((value) => {
      if (active) setAvailability(value);
    });
    return () => {
      active = false;
    };
  }, [supported]);

  const download = useCallback(() => {
    setError(null);
    setProgress(0);
    downloadBrowserModel(setProgress)
      .then(() => setAvailability('available'))
      .catch((reason: unknown) => {
        console.warn('Clarity: the built-in model could not be downloaded.', reason);
        setError('The download did not finish. Check the connection and try again.');
      })
      .finally(() => setProgress(null));
  }, []);

  return { supported, availability, progress, error, download };
}
