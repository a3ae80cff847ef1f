import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
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
 * 'Sound and notifications': whether a check-in may also chime, and notify while the tab is
 * hidden. Both off until the person turns them on here, the browser's permission asked only then.
 * Kept on this device.
 */
export function CheckInAlertsChoice() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
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
    // Below the step's own buttons: opened, it never pushes 'Done, next step' off a phone's screen.
    <div className="flex flex-col items-start gap-1 text-sm">
      <Button
        variant="link"
        size="sm"
        className="text-ink-muted hover:text-brand-700 px-0 font-normal underline"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen(!open)}
      >
        Sound and notifications
      </Button>
      {open ? (
        <div id={panelId} className="flex flex-col gap-1">
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
          <p className="text-ink-subtle">
            For check-ins, a break&rsquo;s end and a session&rsquo;s end. Both off unless you turn
            them on; kept on this device.
          </p>
          <p aria-live="polite" className="text-ink-muted empty:hidden">
            {note}
          </p>
        </div>
      ) : null}
    </div>
  );
}
