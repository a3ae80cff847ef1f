/**
 * Voice brain-dump (docs/product.md §5.2): the browser's speech recognition, reached through the
 * few members Clarity uses. The page only ever sees text; where the sound is turned into text is
 * the browser's business, and `audioNote` says it plainly for the browsers people use.
 */

interface DictationAlternative {
  transcript: string;
}
interface DictationResult {
  readonly length: number;
  [index: number]: DictationAlternative;
}
interface DictationResultEvent {
  readonly results: { readonly length: number; [index: number]: DictationResult };
}
interface DictationErrorEvent {
  readonly error: string;
}

/** The members of `SpeechRecognition` used here. */
export interface Recognizer {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  processLocally?: boolean;
  onresult: ((event: DictationResultEvent) => void) | null;
  onerror: ((event: DictationErrorEvent) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}

export interface RecognizerConstructor {
  new (): Recognizer;
  /** Where offered: whether recognition of these languages can run (on this device). */
  available?: (options: {
    langs: string[];
    processLocally?: boolean;
  }) => Promise<'available' | 'downloadable' | 'downloading' | 'unavailable'>;
}

type WithRecognition = {
  SpeechRecognition?: RecognizerConstructor;
  webkitSpeechRecognition?: RecognizerConstructor;
};

export function recognizerConstructor(): RecognizerConstructor | null {
  if (typeof window === 'undefined') return null;
  const scope = window as unknown as WithRecognition;
  return scope.SpeechRecognition ?? scope.webkitSpeechRecognition ?? null;
}

/** Whether recognition of `lang` can run on this device, so the sound never leaves it. */
export async function canRecognizeLocally(
  Constructor: RecognizerConstructor,
  lang: string,
): Promise<boolean> {
  if (typeof Constructor.available !== 'function') return false;
  try {
    return (await Constructor.available({ langs: [lang], processLocally: true })) === 'available';
  } catch {
    return false;
  }
}

/** One line on where the sound goes, for this browser. */
export function audioNote(userAgent: string, onDevice: boolean): string {
  if (onDevice) return 'Your voice is turned into text on this device.';
  if (/\bEdg\//.test(userAgent))
    return 'Microsoft Edge sends your voice to Microsoft’s servers to turn it into text.';
  if (/(Chrome|CriOS)\//.test(userAgent))
    return 'Chrome sends your voice to Google’s servers to turn it into text.';
  if (/\bSafari\//.test(userAgent))
    return 'Safari turns your voice into text with Apple’s speech recognition, which may send it to Apple’s servers.';
  return 'Your browser turns your voice into text, and may send it to its maker’s servers to do so.';
}

/** What the person sees when recognition stops with an error; null when nothing needs saying. */
export function dictationErrorMessage(error: string): string | null {
  switch (error) {
    case 'aborted':
      return null;
    case 'not-allowed':
    case 'service-not-allowed':
      return 'Clarity may not use your microphone. Allow it in your browser’s settings for this site, then press ‘Start speaking’ again.';
    case 'audio-capture':
      return 'No microphone was found. Connect one, then try again.';
    case 'no-speech':
      return 'No speech was heard. Try again, a little closer to the microphone.';
    case 'network':
      return 'Your browser needs a connection to turn speech into text. Check it, then try again.';
    case 'language-not-supported':
      return 'Your browser cannot turn speech in this language into text.';
    default:
      return 'Listening stopped. Your text is kept; you can try again.';
  }
}

/** The box's text: what was there before speaking, then what was said, with one space between. */
export function withSpoken(before: string, spoken: string): string {
  const words = spoken.trim();
  if (words === '') return before;
  if (before === '' || /\s$/.test(before)) return `${before}${words}`;
  return `${before} ${words}`;
}
