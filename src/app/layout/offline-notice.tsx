import { useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};
const isOffline = () => !navigator.onLine;
const neverOfflineOnServer = () => false;

const OFFLINE_MESSAGE =
  "You're offline. Nothing you typed or ticked is lost; the AI needs a connection and works again once you reconnect.";

/**
 * Says so while the browser has no network, so a failed AI answer or save has an obvious cause.
 * Announced politely once, and gone again when the connection returns.
 */
export function OfflineNotice() {
  const offline = useSyncExternalStore(subscribe, isOffline, neverOfflineOnServer);
  return (
    <div role="status" aria-live="polite">
      {offline ? (
        <p className="bg-warning-50 text-warning-700 px-4 py-2 text-center text-sm font-medium">
          {OFFLINE_MESSAGE}
        </p>
      ) : null}
    </div>
  );
}
