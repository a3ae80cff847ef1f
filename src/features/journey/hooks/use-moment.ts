import { useEffect, useEffectEvent, useState } from 'react';
import { readCheckInAlerts } from '@/features/journey/model/device-choices';
import type { Moment } from '@/features/journey/model/stay-with-it';
import { notifyIfHidden, playChime } from '@/lib/gentle-alerts';

/**
 * What a polite live region says for the moment now on screen: its text as it was when the moment
 * came, kept until the next one, so a line whose minutes go on counting is said once, never as a
 * ticking announcement. A moment that alerts plays the chime and shows the notification the person
 * turned on (docs/decisions/086-stay-with-it.md), once.
 */
export function useMoment(moment: Moment | null): string {
  const key = moment?.key ?? null;
  const [said, setSaid] = useState<{ key: string | null; text: string }>({ key: null, text: '' });
  if (said.key !== key) setSaid({ key, text: moment?.text ?? '' });

  const signal = useEffectEvent(() => {
    if (!moment) return;
    const { chime, notify } = readCheckInAlerts();
    if (chime) playChime();
    if (notify) notifyIfHidden(moment.text);
  });
  const alertKey = moment?.alert ? key : null;
  useEffect(() => {
    if (alertKey !== null) signal();
  }, [alertKey]);

  return said.key === key ? said.text : (moment?.text ?? '');
}
