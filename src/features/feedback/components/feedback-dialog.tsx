import { useEffect, useEffectEvent, useId, useRef, useState, type FormEvent } from 'react';
import * as z from 'zod/mini';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Field, FormMessage, Input, Textarea } from '@/components/ui/field';
import { toast } from '@/components/ui/toaster';
import { FEEDBACK_CLOSE_DELAY_MS, FEEDBACK_RATING_MIN } from '@/config/constants';
import { toNewFeedback } from '@/features/feedback/model/feedback-form';
import { useFeedbackSubmitMutation } from '@/lib/api/feedback/feedback-submit-mutation';
import { refusalMessage } from '@/lib/api/refusal';
import { FeedbackThanks } from './feedback-thanks';
import { StarRating } from './star-rating';

export interface FeedbackDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The idea the person is working on, sent along for context unless they leave it out. */
  ideaText?: string | null;
}

const emailSchema = z.email();

export const SUCCESS_MESSAGE = 'Thank you for your feedback!';
export const FAILURE_MESSAGE = 'Failed to submit feedback. Please try again.';
export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address';
export const ATTACH_IDEA_LABEL = 'Send my current idea with this feedback';

/** The start of the attached idea, enough to recognise it. */
const preview = (text: string) => (text.length > 120 ? `${text.slice(0, 119).trimEnd()}…` : text);

/** 'Rate your experience' (docs/product.md §6): a 1-5 rating, optional comments and e-mail. */
export function FeedbackDialog({ open, onOpenChange, ideaText = null }: FeedbackDialogProps) {
  const [rating, setRating] = useState(0);
  const [comments, setComments] = useState('');
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [attachIdea, setAttachIdea] = useState(true);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const submit = useFeedbackSubmitMutation();
  const ratingNeededId = useId();
  // Opened from several places without a Radix trigger: focus goes back to the button pressed,
  // without scrolling, so closing leaves the page exactly where it was.
  const returnFocusTo = useRef<Element | null>(null);
  const ideaNoteId = useId();

  // docs/product.md §6: the thank-you view closes itself after a moment; the form starts fresh.
  const closeAndStartFresh = useEffectEvent(() => {
    onOpenChange(false);
    setSubmitted(false);
    setRating(0);
    setComments('');
    setEmail('');
    setEmailError(null);
    setAttachIdea(true);
    setRefusal(null);
    submit.reset();
  });
  useEffect(() => {
    if (!submitted) return;
    const timer = window.setTimeout(closeAndStartFresh, FEEDBACK_CLOSE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [submitted]);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (rating < FEEDBACK_RATING_MIN || submit.isPending) return;
    const trimmedEmail = email.trim();
    if (trimmedEmail !== '' && !emailSchema.safeParse(trimmedEmail).success) {
      setEmailError(INVALID_EMAIL_MESSAGE);
      return;
    }
    setRefusal(null);
    const idea = attachIdea ? ideaText : null;
    submit.mutate(toNewFeedback({ rating, comments, email: trimmedEmail, ideaText: idea }), {
      onSuccess: () => {
        toast.success(SUCCESS_MESSAGE);
        setSubmitted(true);
      },
      // What the person wrote stays in the form so they can simply try again.
      onError: (error) => {
        console.warn('Feedback submission failed', error);
        // Refused (too much feedback this hour, say): trying again at once would fail too, so the
        // database's sentence says why instead.
        const refused = refusalMessage(error);
        if (refused) setRefusal(refused);
        else toast.error(FAILURE_MESSAGE);
      },
    });
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        onOpenAutoFocus={() => {
          returnFocusTo.current = document.activeElement;
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          const target = returnFocusTo.current;
          if (target instanceof HTMLElement && target.isConnected)
            target.focus({ preventScroll: true });
        }}
      >
        {submitted ? (
          <FeedbackThanks />
        ) : (
          <form onSubmit={handleSubmit} noValidate>
            <DialogHeader>
              <DialogTitle>Rate your experience</DialogTitle>
              <DialogDescription>
                How is Clarity working for you? Your answer helps us shape what comes next.
              </DialogDescription>
            </DialogHeader>

            <StarRating rating={rating} onChange={setRating} />

            <div className="mt-5 flex flex-col gap-4">
              <Field label="Comments (optional)">
                {(control) => (
                  <Textarea
                    {...control}
                    rows={4}
                    maxLength={5000}
                    value={comments}
                    onChange={(event) => setComments(event.target.value)}
                    placeholder="What worked, what didn't, what you wish it did…"
                  />
                )}
              </Field>
              <Field
                label="Email (optional)"
                hint="Only if you would like a reply."
                error={emailError}
              >
                {(control) => (
                  <Input
                    {...control}
                    type="email"
                    autoComplete="email"
                    inputMode="email"
                    value={email}
                    onChange={(event) => {
                      setEmail(event.target.value);
                      setEmailError(null);
                    }}
                  />
                )}
              </Field>
              {ideaText ? (
                <div className="flex flex-col gap-1">
                  <label className="text-ink flex items-start gap-3 text-sm font-semibold">
                    <input
                      type="checkbox"
                      checked={attachIdea}
                      onChange={(event) => setAttachIdea(event.target.checked)}
                      className="accent-brand-600 mt-0.5 size-5 shrink-0"
                      aria-describedby={ideaNoteId}
                    />
                    {ATTACH_IDEA_LABEL}
                  </label>
                  <p id={ideaNoteId} className="text-ink-muted ml-8 line-clamp-2 text-sm">
                    {attachIdea
                      ? `Attached: “${preview(ideaText)}”`
                      : 'Your idea stays out of this feedback.'}
                  </p>
                </div>
              ) : null}
              {refusal ? <FormMessage>{refusal}</FormMessage> : null}
            </div>

            <DialogFooter>
              <Button variant="outline" onClick={() => onOpenChange(false)}>
                Maybe later
              </Button>
              <Button
                type="submit"
                disabled={rating === 0 || submit.isPending}
                aria-describedby={rating === 0 ? ratingNeededId : undefined}
              >
                {submit.isPending ? 'Sending…' : 'Submit Feedback'}
              </Button>
              {/* Why the button is disabled, read with it; not shown as an error before a try. */}
              {rating === 0 ? (
                <span id={ratingNeededId} hidden>
                  Please provide a rating
                </span>
              ) : null}
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
