import { FEEDBACK_CATEGORY, FEEDBACK_EMPTY_TEXT } from '@/config/constants';
import type { NewFeedback } from '@/domain/model';
import { getFeedbackSessionId } from './session-id';

interface FeedbackForm {
  rating: number;
  comments: string;
  email: string;
  /** The idea the person was working on, if any. */
  ideaText: string | null;
}

/** The record of docs/product.md §9.4, from what the form holds. */
export const toNewFeedback = (form: FeedbackForm): NewFeedback => ({
  rating: form.rating,
  category: FEEDBACK_CATEGORY,
  feedback_text: form.comments.trim() || FEEDBACK_EMPTY_TEXT,
  user_email: form.email.trim() || null,
  user_idea: form.ideaText,
  session_id: getFeedbackSessionId(),
});
