import { DEFAULT_VOICE, TONES, type Tone, type Voice } from '@/lib/ai/tone';

/**
 * Choices kept on this device (localStorage), for anyone, signed in or not: how the AI should sound,
 * whether the walkthrough shows one step at a time, and whether a check-in may chime or notify
 * (docs/product.md §5.6, §5.9). Storage that is full, blocked or holds something odd only means the
 * defaults.
 */

const VOICE_KEY = 'clarity.voice';
const ONE_STEP_KEY = 'clarity.one-step-at-a-time';
const CHECK_IN_ALERTS_KEY = 'clarity.check-in-alerts';

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Not kept on this device; the choice still holds on this page.
  }
}

const isTone = (value: unknown): value is Tone => TONES.includes(value as Tone);

export function readVoice(): Voice {
  try {
    const stored: unknown = JSON.parse(read(VOICE_KEY) ?? 'null');
    if (!stored || typeof stored !== 'object') return DEFAULT_VOICE;
    const { tone, lowEnergy } = stored as Record<string, unknown>;
    return {
      tone: isTone(tone) ? tone : DEFAULT_VOICE.tone,
      lowEnergy: lowEnergy === true,
    };
  } catch {
    return DEFAULT_VOICE;
  }
}

export const writeVoice = (voice: Voice) => write(VOICE_KEY, JSON.stringify(voice));

export const readOneStepAtATime = () => read(ONE_STEP_KEY) === 'on';

export const writeOneStepAtATime = (on: boolean) => write(ONE_STEP_KEY, on ? 'on' : 'off');

/** Whether a check-in also plays a soft chime, and notifies while the tab is hidden: both off. */
export interface CheckInAlerts {
  chime: boolean;
  notify: boolean;
}

export function readCheckInAlerts(): CheckInAlerts {
  try {
    const stored: unknown = JSON.parse(read(CHECK_IN_ALERTS_KEY) ?? 'null');
    if (!stored || typeof stored !== 'object') return { chime: false, notify: false };
    const { chime, notify } = stored as Record<string, unknown>;
    return { chime: chime === true, notify: notify === true };
  } catch {
    return { chime: false, notify: false };
  }
}

export const writeCheckInAlerts = (alerts: CheckInAlerts) =>
  write(CHECK_IN_ALERTS_KEY, JSON.stringify(alerts));
