import { FEEDBACK_EMPTY_TEXT } from '@/config/constants';
import type { Feedback, FeedbackStats } from '@/lib/domain';
import type { FeedbackFilters, FeedbackPort, NewFeedback, Unsubscribe } from '../port';
import { pageWindow } from '../data/paging';
import {
  EMPTY_FEEDBACK_STATS,
  FEEDBACK_COLUMNS,
  summarizeFeedback,
  toFeedback,
  type FeedbackRow,
} from '../data/rows';
import type { LocalDataContext, RunAsCaller } from './sql';

/**
 * Feedback in local mode. There is no realtime server in a browser: `subscribe` hears of the
 * inserts made through this adapter, which in local mode are all there are on this device.
 */
/** Spec §8: feedback calls that fail are logged and rethrown. */
async function logged<T>(what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    console.warn(`${what} failed.`, error);
    throw error;
  }
}

export function createLocalFeedback(run: RunAsCaller, context: LocalDataContext): FeedbackPort {
  const listeners = new Set<(feedback: Feedback) => void>();

  return {
    submit: (input: NewFeedback) =>
      logged('Sending feedback', async () => {
        // A visitor may send feedback but not read it back, so the row is not returned by the
        // database: its id is chosen here and the rest is what was sent.
        const feedback: Feedback = {
          id: crypto.randomUUID(),
          user_id: context.currentUserId(),
          rating: input.rating,
          category: input.category,
          feedback_text:
            input.feedback_text.trim() === '' ? FEEDBACK_EMPTY_TEXT : input.feedback_text,
          user_email: input.user_email?.trim() || null,
          user_idea: input.user_idea,
          session_id: input.session_id,
          created_at: new Date().toISOString(),
        };
        await run((tx) =>
          tx.query(
            `insert into public.feedback (id, rating, category, feedback_text, user_email, user_idea, session_id)
           values ($1, $2, $3, $4, $5, $6, $7)`,
            [
              feedback.id,
              feedback.rating,
              feedback.category,
              feedback.feedback_text,
              feedback.user_email,
              feedback.user_idea,
              feedback.session_id,
            ],
          ),
        );
        for (const listener of listeners) {
          try {
            listener(feedback);
          } catch (error) {
            console.error('A feedback listener failed.', error);
          }
        }
        return feedback;
      }),

    list: (filters: FeedbackFilters = {}) =>
      logged('Loading feedback', () =>
        run(async (tx) => {
          const conditions: string[] = [];
          const params: unknown[] = [];
          if (filters.category) {
            params.push(filters.category);
            conditions.push(`category = $${params.length}`);
          }
          if (filters.rating !== undefined) {
            params.push(filters.rating);
            conditions.push(`rating = $${params.length}`);
          }
          const page = pageWindow(filters);
          let paging = '';
          if (page.limit !== null) {
            params.push(page.limit, page.offset);
            paging = `limit $${params.length - 1} offset $${params.length}`;
          }
          const where = conditions.length > 0 ? `where ${conditions.join(' and ')}` : '';
          const { rows } = await tx.query<FeedbackRow>(
            `select ${FEEDBACK_COLUMNS} from public.feedback ${where} order by created_at desc, id desc ${paging}`,
            params,
          );
          return rows.map(toFeedback);
        }),
      ),

    stats: async (): Promise<FeedbackStats> => {
      try {
        return await run(async (tx) => {
          const { rows } = await tx.query<{ rating: number; category: string }>(
            `select rating, category from public.feedback`,
          );
          return summarizeFeedback(rows);
        });
      } catch (error) {
        console.error('Could not load feedback statistics.', error);
        return { ...EMPTY_FEEDBACK_STATS, categoryBreakdown: {}, ratingBreakdown: {} };
      }
    },

    subscribe: async (listener: (feedback: Feedback) => void): Promise<Unsubscribe> => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },

    removeMine: () =>
      logged('Deleting your feedback', async () => {
        await run((tx) =>
          tx.query(`delete from public.feedback where user_id = (select auth.uid())`),
        );
      }),
  };
}
