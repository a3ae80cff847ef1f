import { useState } from 'react';
import {
  readCheckInAlerts,
  writeCheckInAlerts,
  type CheckInAlerts,
} from '@/features/journey/model/device-choices';
import { askToNotify, notificationsSupported, playChime } from '@/lib/gentle-alerts';

const NOT_SUPPORTED = "This browser can't show notifications from a page.";
const REFUSED =
  'Your browser is not letting this page notify you. It can be allowed in the site settings.';

/**
 * Whether a check-in may also chime or notify while the tab is hidden: both off until the person
 * turns them on here, and the browser's permission asked only then. Kept on this device.
 */
export function CheckInAlertsChoice() {
  const [alerts, setAlerts] = useState(readCheckInAlerts);
  const [note, setNote] = useState<string | null>(null);
  const change = (next: CheckInAlerts) => {
    setAlerts(next);
    writeCheckInAlerts(next);
  };
  const turnNotify = async (on: boolean) => {
    setNote(null);
    if (!on) {
      change({ ...readCheckInAlerts(), notify: false });
    } else if (!notificationsSupported()) {
      setNote(NOT_SUPPORTED);
    } else if (await askToNotify()) {
      change({ ...readCheckInAlerts(), notify: true });
    } else {
      setNote(REFUSED);
    }
  };
  const switchClass =
    'text-ink min-h-target flex cursor-pointer items-center gap-3 text-sm font-medium';

  return (
    <details className="text-sm">
      <summary className="text-ink-muted cursor-pointer py-1.5">
        Check-in sound and notifications
      </summary>
      <div className="flex flex-col gap-1 pt-1">
        <label className={switchClass}>
          <input
            type="checkbox"
            role="switch"
            checked={alerts.chime}
            onChange={(event) => {
              const on = event.currentTarget.checked;
              change({ ...alerts, chime: on });
              // Heard once as it is turned on, so the person knows what it sounds like.
              if (on) playChime();
            }}
            className="accent-brand-700 size-5"
          />
          A soft chime
        </label>
        <label className={switchClass}>
          <input
            type="checkbox"
            role="switch"
            checked={alerts.notify}
            onChange={(event) => void turnNotify(event.currentTarget.checked)}
            className="accent-brand-700 size-5"
          />
          A notification when this tab is hidden
        </label>
        <p className="text-ink-subtle">Both off unless you turn them on. Kept on this device.</p>
        <p aria-live="polite" className="text-ink-muted empty:hidden">
          {note}
        </p>
      </div>
    </details>
  );
}
