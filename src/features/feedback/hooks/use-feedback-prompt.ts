import { useCallback, useEffect, useRef, useState } from 'react';
import { FEEDBACK_AFTER_STEP_PICK_DELAY_MS } from '@/config/constants';
import { claimAutoPrompt } from '@/features/feedback/model/session-id';

/**
 * Whether the feedback dialog is open, and the two ways it opens: on request (Contact, feedback
 * buttons) and once, FEEDBACK_AFTER_STEP_PICK_DELAY_MS after the first step pick of the session.
 */
export function useFeedbackPrompt() {
  const [open, setOpen] = useState(false);
  // Mounted on first use only, so the dialog's code stays out of the first page load.
  const [wanted, setWanted] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const show = useCallback(() => {
    setWanted(true);
    setOpen(true);
  }, []);

  const promptAfterStepPick = useCallback(() => {
    if (!claimAutoPrompt()) return;
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(show, FEEDBACK_AFTER_STEP_PICK_DELAY_MS);
  }, [show]);

  return { open, mounted: wanted, setOpen, show, promptAfterStepPick };
}
