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
  // How it was last opened; null until then, as it is mounted on first use only, so the dialog's
  // code stays out of the first page load.
  const [kind, setKind] = useState<'modal' | 'edge' | null>(null);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const openAs = useCallback((next: 'modal' | 'edge') => {
    setKind(next);
    setOpen(true);
  }, []);

  const show = useCallback(() => {
    window.clearTimeout(timer.current);
    openAs('modal');
  }, [openAs]);

  const promptAfterStepPick = useCallback(() => {
    if (!claimAutoPrompt()) return;
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(openAs, FEEDBACK_AFTER_STEP_PICK_DELAY_MS, 'edge');
  }, [openAs]);

  return {
    open,
    modal: kind !== 'edge',
    mounted: kind !== null,
    setOpen,
    show,
    promptAfterStepPick,
  };
}
