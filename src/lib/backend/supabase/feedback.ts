import type { SupabaseClient } from '@supabase/supabase-js';
import { FEEDBACK_EMPTY_TEXT } from '@/config/constants';
import type { Feedback, FeedbackStats } from '@/lib/domain';
import type { FeedbackFilters, FeedbackPort, NewFeedback, Unsubscribe } from '../port';
import { BackendError } from '../port';
import { MESSAGES } from '../data/errors';
import { pageWindow } from '../data/paging';
import {
  EMPTY_FEEDBACK_STATS,
  FEEDBACK_COLUMNS,
  summarizeFeedback,
  toFeedback,
  type FeedbackRow,
} from '../data/rows';
import { sessionUserId, unwrap, type PostgrestResult } from './result';

export const FEEDBACK_CHANNEL = 'feedback-updates';

/** Spec §8: feedback calls that fail are logged and rethrown. */
async function logged<T>(what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    console.warn(`${what} failed.`, error);
    throw error;
  }
}

export function createSupabaseFeedback(client: SupabaseClient): FeedbackPort {
  const feedback = () => client.from('feedback');

  return {
    submit: (input: NewFeedback) =>
      logged('Sending feedback', async () => {
        // A visitor may insert but not read feedback, so nothing is asked back (return=minimal):
        // the id is chosen here, and the rest is what was sent.
        const row: Feedback = {
          id: crypto.randomUUID(),
          user_id: await sessionUserId(client),
          rating: input.rating,
          category: input.category,
          feedback_text:
            input.feedback_text.trim() === '' ? FEEDBACK_EMPTY_TEXT : input.feedback_text,
          user_email: input.user_email?.trim() || null,
          user_idea: input.user_idea,
          session_id: input.session_id,
          created_at: new Date().toISOString(),
        };
        unwrap(
          (await feedback().insert({
            id: row.id,
            rating: row.rating,
            category: row.category,
            feedback_text: row.feedback_text,
            user_email: row.user_email,
            user_idea: row.user_idea,
            session_id: row.session_id,
          })) as PostgrestResult<null>,
        );
        return row;
      }),

    list: (filters: FeedbackFilters = {}) =>
      logged('Loading feedback', async () => {
        let query = feedback().select<string, FeedbackRow>(FEEDBACK_COLUMNS);
        if (filters.category) query = query.eq('category', filters.category);
        if (filters.rating !== undefined) query = query.eq('rating', filters.rating);
        let ordered = query
          .order('created_at', { ascending: false })
          .order('id', { ascending: false });
        const page = pageWindow(filters);
        if (page.limit !== null) ordered = ordered.range(page.offset, page.offset + page.limit - 1);
        return unwrap((await ordered.retry(false)) as PostgrestResult<FeedbackRow[]>).map(
          toFeedback,
        );
      }),

    stats: async (): Promise<FeedbackStats> => {
      try {
        const rows = unwrap(
          (await feedback().select('rating, category').retry(false)) as PostgrestResult<
            { rating: number; category: string }[]
          >,
        );
        return summarizeFeedback(rows);
      } catch (error) {
        console.error('Could not load feedback statistics.', error);
        return { ...EMPTY_FEEDBACK_STATS, categoryBreakdown: {}, ratingBreakdown: {} };
      }
    },

    subscribe: async (listener: (feedback: Feedback) => void): Promise<Unsubscribe> => {
      try {
        const channel = client
          .channel(FEEDBACK_CHANNEL)
          .on(
            'postgres_changes',
            { event: 'INSERT', schema: 'public', table: 'feedback' },
            (payload) => {
              listener(toFeedback(payload.new as FeedbackRow));
            },
          )
          .subscribe((status, error) => {
            if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') {
              console.error(`The '${FEEDBACK_CHANNEL}' subscription failed (${status}).`, error);
            }
          });
        return () => {
          void client.removeChannel(channel).catch((error: unknown) => {
            console.warn(`Leaving '${FEEDBACK_CHANNEL}' failed.`, error);
          });
        };
      } catch (error) {
        console.error(`Could not subscribe to '${FEEDBACK_CHANNEL}'.`, error);
        return () => undefined;
      }
    },

    removeMine: () =>
      logged('Deleting your feedback', async () => {
        const userId = await sessionUserId(client);
        if (!userId) throw new BackendError(MESSAGES.notAllowed, 'not_signed_in', 401);
        unwrap((await feedback().delete().eq('user_id', userId)) as PostgrestResult<null>);
      }),
  };
}
