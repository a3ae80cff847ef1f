import type { FeedbackStore } from '../data/store';
import type { RunAsCaller } from './sql';

/** `public.feedback` in SQL: written only through `public.submit_feedback()`. */
export function createLocalFeedbackStore(run: RunAsCaller): FeedbackStore {
  return {
    submit: (row) =>
      run(async (tx) => {
        const { rows } = await tx.query<{ id: string }>(
          `select public.submit_feedback(
             rating => $1, feedback_text => $2, session_id => $3,
             category => $4, user_email => $5, user_idea => $6
           ) as id`,
          [
            row.rating,
            row.feedback_text,
            row.session_id,
            row.category,
            row.user_email,
            row.user_idea,
          ],
        );
        return rows[0]!.id;
      }),
  };
}
