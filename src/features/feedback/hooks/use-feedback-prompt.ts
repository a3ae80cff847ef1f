import { useCallback, useEffect, useRef, useState } from 'react';
import { FEEDBACK_AFTER_STEP_PICK_DELAY_MS } from '@/config/constants';
import { claimAutoPrompt } from '@/features/feedback/model/session-id';

/**
 * Whether the feedback dialog is open, and the two ways it opens: on request (Contact, feedback
 * buttons), as a modal dialog, and once, FEEDBACK_AFTER_STEP_PICK_DELAY_MS after the first step
 * pick of the session, as a prompt at the screen's edge that leaves the guide usable
 * (docs/product.md §6).
 */
export function useFeedbackPrompt() {
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState(false);
  // Mounted on first use only, so the dialog's code stays out of the first page load.
  const [wanted, setWanted] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const show = useCallback(() => {
    window.clearTimeout(timer.current);
    setAsked(false);
    setWanted(true);
    setOpen(true);
  }, []);

  const ask = useCallback(() => {
    setAsked(true);
    setWanted(true);
    setOpen(true);
  }, []);

  const promptAfterStepPick = useCallback(() => {
    if (!claimAutoPrompt()) return;
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(ask, FEEDBACK_AFTER_STEP_PICK_DELAY_MS);
  }, [ask]);

  return { open, modal: !asked, mounted: wanted, setOpen, show, promptAfterStepPick };
}
