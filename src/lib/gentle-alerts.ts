/**
 * The two optional signals of a check-in (docs/decisions/086-stay-with-it.md), each used only once
 * the person has turned it on: a soft chime made in the page with Web Audio (no sound file to fetch
 * or cache), and a browser notification, shown only while the tab is hidden. Neither ever throws: a
 * browser without them, or one that refuses, simply stays quiet.
 */

let audio: AudioContext | null = null;

/** Two soft sine notes, a sixth apart, fading out within a second. */
const CHIME_NOTES_HZ = [523.25, 880] as const;
const CHIME_GAP_S = 0.2;
const CHIME_FADE_S = 0.9;
/** Quiet: well under a tenth of full scale. */
const CHIME_VOLUME = 0.06;

export function playChime(): void {
  if (typeof AudioContext === 'undefined') return;
  try {
    const context = (audio ??= new AudioContext());
    // A context made before any press starts suspended; one press on the page lets it resume.
    void context.resume().catch(() => undefined);
    const start = context.currentTime;
    CHIME_NOTES_HZ.forEach((frequency, index) => {
      const at = start + index * CHIME_GAP_S;
      const tone = context.createOscillator();
      const gain = context.createGain();
      tone.type = 'sine';
      tone.frequency.value = frequency;
      gain.gain.setValueAtTime(0.0001, at);
      gain.gain.exponentialRampToValueAtTime(CHIME_VOLUME, at + 0.03);
      gain.gain.exponentialRampToValueAtTime(0.0001, at + CHIME_FADE_S);
      tone.connect(gain).connect(context.destination);
      tone.start(at);
      tone.stop(at + CHIME_FADE_S + 0.05);
    });
  } catch {
    // No sound: the line on the page says the same.
  }
}

/** Whether this browser can show notifications from a page at all. */
export const notificationsSupported = (): boolean => typeof Notification !== 'undefined';

/**
 * Asks the browser for permission to notify, as the person turns notifications on (never before).
 * True when they may be shown.
 */
export async function askToNotify(): Promise<boolean> {
  if (!notificationsSupported()) return false;
  if (Notification.permission === 'granted') return true;
  if (Notification.permission === 'denied') return false;
  try {
    return (await Notification.requestPermission()) === 'granted';
  } catch {
    return false;
  }
}

/** Shows `body` as a notification if the tab is hidden and the browser allows it. */
export function notifyIfHidden(body: string): void {
  if (!notificationsSupported() || Notification.permission !== 'granted') return;
  if (document.visibilityState !== 'hidden') return;
  try {
    // One tag: a newer check-in replaces an older one instead of piling up.
    const notification = new Notification('Clarity', { body, tag: 'clarity-check-in' });
    notification.onclick = () => {
      window.focus();
      notification.close();
    };
  } catch {
    // Some mobile browsers notify only through a service worker: the line on the page stays.
  }
}
