import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/field';
import {
  audioNote,
  canRecognizeLocally,
  dictationErrorMessage,
  recognizerConstructor,
  withSpoken,
  type Recognizer,
} from '@/features/journey/model/dictation';

interface VoiceDictationProps {
  /** The idea box's text. */
  text: string;
  onTextChange: (text: string) => void;
}

const recognitionLanguage = () =>
  (typeof navigator !== 'undefined' && navigator.language) || 'en-US';

const spokenText = (parts: readonly string[]) =>
  parts
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');

/**
 * 'Start speaking' / 'Stop' beside the idea box (docs/product.md §5.2). What is said is appended
 * to what is already there, the words still being recognised included, so stopping at any moment
 * keeps everything shown. Loaded only where the browser offers speech recognition.
 */
export function VoiceDictation({ text, onTextChange }: VoiceDictationProps) {
  const [listening, setListening] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [onDevice, setOnDevice] = useState(false);
  const recognizer = useRef<Recognizer | null>(null);
  // What the box holds now, read by the recognizer's callbacks between renders.
  const latestText = useRef(text);
  useLayoutEffect(() => {
    latestText.current = text;
  }, [text]);

  useEffect(() => {
    const Constructor = recognizerConstructor();
    if (!Constructor) return;
    let current = true;
    void canRecognizeLocally(Constructor, recognitionLanguage()).then((local) => {
      if (current) setOnDevice(local);
    });
    return () => {
      current = false;
    };
  }, []);

  // Leaving the input ends listening; nothing more is written after that.
  useEffect(
    () => () => {
      const active = recognizer.current;
      if (!active) return;
      active.onresult = null;
      active.onerror = null;
      active.onend = null;
      active.abort();
    },
    [],
  );

  const start = () => {
    const Constructor = recognizerConstructor();
    if (!Constructor) return;
    setMessage(null);
    let before = latestText.current;
    let written = before;
    // Results already in the box as typed text (see below), and how many the last event had.
    let skip = 0;
    let seen = 0;

    const active = new Constructor();
    active.lang = recognitionLanguage();
    active.continuous = true;
    active.interimResults = true;
    if (onDevice) active.processLocally = true;
    active.onresult = (event) => {
      // Typed into meanwhile: the box as it is now, with what was said so far, is the new
      // beginning, and only what is said from here on is added to it.
      if (latestText.current !== written) {
        before = latestText.current;
        skip = seen;
      }
      // Every event carries the whole session's results, final and still changing.
      const parts: string[] = [];
      for (let index = skip; index < event.results.length; index += 1)
        parts.push(event.results[index]?.[0]?.transcript ?? '');
      seen = event.results.length;
      written = withSpoken(before, spokenText(parts));
      latestText.current = written;
      onTextChange(written);
    };
    active.onerror = (event) => {
      const said = dictationErrorMessage(event.error);
      if (said) setMessage(said);
    };
    active.onend = () => {
      if (recognizer.current === active) recognizer.current = null;
      setListening(false);
    };
    try {
      active.start();
      recognizer.current = active;
      setListening(true);
    } catch {
      setMessage(dictationErrorMessage('start-failed'));
    }
  };

  const stop = () => {
    recognizer.current?.stop();
    setListening(false);
  };

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Button variant="outline" onClick={listening ? stop : start}>
          {listening ? (
            <svg viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
              <rect x="6" y="6" width="12" height="12" rx="2" />
            </svg>
          ) : (
            <svg
              viewBox="0 0 24 24"
              aria-hidden="true"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            >
              <rect x="9" y="3" width="6" height="11" rx="3" />
              <path d="M5 11a7 7 0 0 0 14 0M12 18v3" />
            </svg>
          )}
          {listening ? 'Stop' : 'Start speaking'}
        </Button>
        <p role="status" className="text-ink-muted text-sm">
          {listening ? 'Listening… what you say is added to your idea.' : ''}
        </p>
      </div>
      <p className="text-ink-muted text-sm">{audioNote(navigator.userAgent, onDevice)}</p>
      {message ? <FormMessage>{message}</FormMessage> : null}
    </div>
  );
}
