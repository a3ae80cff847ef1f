/**
 * 'Install Clarity' (docs/decisions/091-keeping-a-persons-data.md): an installed app keeps its
 * storage. Chromium offers installing through `beforeinstallprompt` once per page load, after the
 * service worker is ready, so the event is kept from when a local account's session starts (the
 * keep-data watcher) for any screen that shows the button later. Not from the entry script: its
 * bytes are the landing page's, on a budget.
 */
interface InstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let kept: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const tell = () => listeners.forEach((listener) => listener());

let listening = false;

/** Keeps the browser's offer for the button instead of its own mini-bar; once per page. */
export function listenForInstallPrompt(): void {
  if (listening) return;
  listening = true;
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    kept = event as InstallPromptEvent;
    tell();
  });
  window.addEventListener('appinstalled', () => {
    kept = null;
    tell();
  });
}

export const canInstall = (): boolean => kept !== null;

export function onInstallChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Shows the browser's own install prompt; the offer is used up either way. */
export async function installApp(): Promise<void> {
  const offer = kept;
  if (!offer) return;
  kept = null;
  tell();
  await offer.prompt();
  await offer.userChoice;
}

/**
 * Safari on iPhone and iPad installs only through Share → Add to Home Screen, and keeps an
 * installed app's storage. Answers whether that is the way here (and not already installed).
 */
export function addsToHomeScreen(): boolean {
  if (typeof navigator === 'undefined') return false;
  const touchMac = /Macintosh/.test(navigator.userAgent) && navigator.maxTouchPoints > 1;
  const apple = /iPhone|iPad|iPod/.test(navigator.userAgent) || touchMac;
  const standalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return apple && !standalone;
}
