import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { invitationDue, noteInvited } from '@/features/feedback/model/session-id';

export interface FeedbackInvitationProps {
  /** Opens 'Rate your experience' (the full form), only when the person presses the invitation. */
  onOpen: () => void;
}

export const INVITATION_TEXT = 'How is Clarity working for you?';
export const INVITATION_CLOSED_TEXT = "You can rate Clarity any time with 'Give feedback'.";

/**
 * The specification's rating prompt after a step choice, made into a line that waits
 * (docs/product.md §6, docs/decisions/079-the-rating-prompt-waits.md): part of the page's flow
 * under the guide, so it covers nothing and moves nothing above it; shown at most once per
 * browser; the form opens only when it is pressed. Closed, its line stays as tall as it was with a
 * quiet sentence, so a page scrolled to its end does not jump.
 */
export function FeedbackInvitation({ onOpen }: FeedbackInvitationProps) {
  // Read once, on arrival: shown now, it stays for as long as this guide is on screen.
  const [due] = useState(invitationDue);
  const [closed, setClosed] = useState(false);
  const [height, setHeight] = useState<number | undefined>(undefined);
  const box = useRef<HTMLDivElement>(null);
  const closedLine = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (due) noteInvited();
  }, [due]);

  // The close button goes with the line: focus moves to what replaces it, without scrolling.
  useEffect(() => {
    if (closed) closedLine.current?.focus({ preventScroll: true });
  }, [closed]);

  if (!due) return null;

  const close = () => {
    setHeight(box.current?.offsetHeight);
    setClosed(true);
  };

  return (
    <div
      ref={box}
      role="region"
      aria-label="Rate Clarity"
      style={height === undefined ? undefined : { minHeight: height }}
      className="border-line bg-surface-muted rounded-control flex items-center border px-4 py-2"
    >
      {closed ? (
        <p ref={closedLine} tabIndex={-1} className="text-ink-muted text-sm focus:outline-none">
          {INVITATION_CLOSED_TEXT}
        </p>
      ) : (
        <div className="flex w-full flex-wrap items-center gap-x-3 gap-y-1">
          <p className="text-ink-muted text-sm">{INVITATION_TEXT}</p>
          <Button variant="link" size="sm" className="px-0" onClick={onOpen}>
            Rate your experience
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="ml-auto"
            aria-label="No thanks"
            onClick={close}
          >
            <Icon name="close" className="size-5" />
          </Button>
        </div>
      )}
    </div>
  );
}
