import { DialogDescription, DialogTitle } from '@/components/ui/dialog';

/** What the feedback dialog shows once the feedback is sent, before it closes by itself. */
export function FeedbackThanks() {
  return (
    <div role="status" className="flex flex-col items-center gap-3 py-6 text-center">
      <span
        aria-hidden="true"
        className="bg-success-50 flex size-16 items-center justify-center rounded-full text-3xl"
      >
        ✓
      </span>
      <DialogTitle>Feedback Submitted!</DialogTitle>
      <DialogDescription className="text-base">
        Thank you for helping us make Clarity better.
      </DialogDescription>
    </div>
  );
}
