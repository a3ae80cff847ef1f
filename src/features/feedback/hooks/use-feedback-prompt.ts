import { useCallback, useState } from 'react';

/**
 * Whether the feedback dialog is open. It opens only when the person asks (Contact, 'Give
 * feedback', the rating invitation under a guide), never by itself (docs/product.md §6).
 */
export function useFeedbackPrompt() {
  const [open, setOpen] = useState(false);
  // Mounted on first use only, so the dialog's code stays out of the first page load.
  const [mounted, setMounted] = useState(false);

  const show = useCallback(() => {
    setMounted(true);
    setOpen(true);
  }, []);

  return { open, mounted, setOpen, show };
}
