import type { FeedbackStore } from '../data/store';
import type { RunAsCaller } from './sql';

/** `public.feedback` in SQL. */
export function createLocalFeedbackStore(run: RunAsCaller): FeedbackStore {
  return {
    // Not `returning`: a visitor may insert feedback but not read it.
    insert: async (row) => {
      await run((tx) =>
        tx.query(
          `insert into public.feedback (id, rating, category, feedback_text, user_email, user_idea, session_id)
           values ($1, $2, $3, $4, $5, $6, $7)`,
          [
            row.id,
            row.rating,
            row.category,
            row.feedback_text,
            row.user_email,
            row.user_idea,
            row.session_id,
          ],
        ),
      );
    },

    deleteOwnedBy: async (userId) => {
      await run((tx) => tx.query(`delete from public.feedback where user_id = $1`, [userId]));
    },
  };
}
