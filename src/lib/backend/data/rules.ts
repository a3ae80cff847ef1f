import { FEEDBACK_EMPTY_TEXT } from '@/config/constants';
import type { Feedback } from '@/domain/model';
import {
  type Backend,
  type FeedbackPort,
  type GuidesPort,
  type IdeaFilters,
  type IdeaPatch,
  type IdeasPort,
  type PortfolioPort,
  type PrivacyPort,
  type StatsPort,
} from '../port';
import { BackendError } from '@/domain/errors';
import {
  ACCOUNT_DATA_FORMAT,
  ACCOUNT_DATA_PARTS,
  ACCOUNT_DATA_VERSION,
  parseAccountData,
} from './account-data';
import { MESSAGES } from './errors';
import { FEEDBACK_IDEA_MAX_LENGTH } from './limits';
import { isUuid } from './ids';
import { pageWindow } from './paging';
import {
  toGuide,
  toGuideItem,
  toIdea,
  toPortfolio,
  toStoredClarification,
  toStoredGuide,
  toUserStats,
} from './rows';
import { normalizeSearch } from './search';
import type { DataStore, FeedbackInsert, IdeaChanges, IdeaQuery, PortfolioChanges } from './store';

/**
 * The data ports of both modes, written once over an adapter's `DataStore`. The adapter only
 * translates to SQL or PostgREST; the rules that do not depend on it are here:
 * - an id that is not a uuid names no row: reading finds nothing, changing the idea or saving its
 *   guide says the idea no longer exists, deleting does nothing — and the database is not asked;
 * - a new idea is saved with its text trimmed, as clarified and without tags unless told otherwise;
 * - an update changes only the columns it gives; with none, it answers the idea as it is;
 * - step progress is written one change at a time by the database, never as a whole map computed
 *   here, so two writers cannot undo each other's ticks;
 * - deleting all of one's ideas or all of one's data, and reading statistics, need a signed-in caller;
 * - feedback calls that fail are logged, then rethrown.
 */
export type DataPorts = Pick<
  Backend,
  'ideas' | 'guides' | 'feedback' | 'privacy' | 'stats' | 'portfolio'
>;

export function createDataPorts(store: DataStore): DataPorts {
  return {
    ideas: ideasPort(store),
    guides: guidesPort(store),
    feedback: feedbackPort(store),
    privacy: privacyPort(store),
    stats: statsPort(store),
    portfolio: portfolioPort(store),
  };
}

const ideaGone = () => new BackendError(MESSAGES.ideaGone, 'not_found', 404);

const queryOf = (filters: IdeaFilters): IdeaQuery => ({
  search: normalizeSearch(filters.search),
  status: filters.status,
  tags: filters.tags && filters.tags.length > 0 ? filters.tags : undefined,
});

/** Only the columns a patch may change, and only those it gives. */
function changesOf(patch: IdeaPatch): IdeaChanges {
  const changes: IdeaChanges = {};
  if (patch.selected_next_step !== undefined) changes.selected_next_step = patch.selected_next_step;
  if (patch.status !== undefined) changes.status = patch.status;
  if (patch.clarification !== undefined) {
    const { structured_data, source, tags } = patch.clarification;
    changes.structured_data = toStoredClarification(structured_data, source);
    changes.tags = tags;
  }
  return changes;
}

function ideasPort(store: DataStore): IdeasPort {
  const find = async (id: string) => {
    if (!isUuid(id)) return null;
    const row = await store.ideas.find(id);
    return row ? toIdea(row) : null;
  };

  return {
    create: async (idea) =>
      toIdea(
        await store.ideas.insert({
          idea_text: idea.idea_text.trim(),
          structured_data:
            idea.structured_data &&
            toStoredClarification(idea.structured_data, idea.clarification_source ?? 'ai'),
          status: idea.status ?? 'clarified',
          tags: idea.tags ?? [],
        }),
      ),

    get: find,

    update: async (id, patch) => {
      if (!isUuid(id)) throw ideaGone();
      const changes = changesOf(patch);
      // Nothing to change: the idea as it is, which must still exist.
      const row =
        Object.keys(changes).length === 0
          ? await store.ideas.find(id)
          : await store.ideas.update(id, changes);
      if (!row) throw ideaGone();
      return toIdea(row);
    },

    setStepProgress: async (id, change) => {
      if (!isUuid(id)) throw ideaGone();
      const row = await store.ideas.setStepProgress(id, change);
      if (!row) throw ideaGone();
      return toIdea(row);
    },

    chooseStep: async (id, step) => {
      if (!isUuid(id)) throw ideaGone();
      const row = await store.ideas.chooseStep(id, step);
      if (!row) throw ideaGone();
      return toIdea(row);
    },

    list: async (filters = {}) =>
      (await store.ideas.list(queryOf(filters), pageWindow(filters))).map(toIdea),

    remove: async (id) => {
      if (isUuid(id)) await store.ideas.delete(id);
    },

    count: (filters = {}) => store.ideas.count(queryOf(filters)),

    removeAll: async () => {
      const userId = await store.callerId();
      if (!userId) throw new BackendError(MESSAGES.signInToSave, 'not_signed_in', 401);
      await store.ideas.deleteOwnedBy(userId);
    },

    listUntouched: async ({ before, limit }) =>
      (await store.ideas.listUntouched(before, Math.max(1, Math.min(limit, 100)))).map(toIdea),
  };
}

function guidesPort(store: DataStore): GuidesPort {
  return {
    // No row and a malformed stored guide both read as no guide: the app writes a new one.
    get: async (ideaId, kind) =>
      isUuid(ideaId) ? toGuide(kind, await store.guides.find(ideaId, kind)) : null,

    save: async (ideaId, guide) => {
      if (!isUuid(ideaId)) throw ideaGone();
      await store.guides.upsert(ideaId, guide.kind, toStoredGuide(guide));
    },

    items: async (ideaId, kind) =>
      isUuid(ideaId) ? (await store.guides.items(ideaId, kind)).map(toGuideItem) : [],

    setItemDone: async (ideaId, kind, key, done) => {
      if (!isUuid(ideaId)) throw ideaGone();
      const row = await store.guides.setItemDone(ideaId, kind, key, done);
      if (!row) throw ideaGone();
      return toGuideItem(row);
    },

    addItemTime: async (ideaId, kind, key, seconds) => {
      if (!isUuid(ideaId)) throw ideaGone();
      const row = await store.guides.addItemTime(ideaId, kind, key, seconds);
      if (!row) throw ideaGone();
      return toGuideItem(row);
    },

    replaceSubSteps: async (ideaId, kind, parentKey, subSteps) => {
      if (!isUuid(ideaId)) throw ideaGone();
      if (!(await store.guides.replaceSubSteps(ideaId, kind, parentKey, subSteps)))
        throw ideaGone();
    },
  };
}

/** A feedback call that fails is logged, then rethrown for the screen to say so. */
async function logged<T>(what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    console.warn(`${what} failed.`, error);
    throw error;
  }
}

/** The first `max` characters (code points, as the database counts them). */
const cut = (text: string, max: number) =>
  text.length <= max ? text : Array.from(text).slice(0, max).join('');

function feedbackPort(store: DataStore): FeedbackPort {
  return {
    submit: (input) =>
      logged('Sending feedback', async () => {
        // A visitor may send feedback but not read it back, so the row is not asked back: the
        // database answers its id, and the rest is what was sent.
        const row: FeedbackInsert = {
          rating: input.rating,
          category: input.category,
          feedback_text:
            input.feedback_text.trim() === '' ? FEEDBACK_EMPTY_TEXT : input.feedback_text,
          user_email: input.user_email?.trim() || null,
          user_idea: input.user_idea && cut(input.user_idea, FEEDBACK_IDEA_MAX_LENGTH),
          session_id: input.session_id,
        };
        const id = await store.feedback.submit(row);
        const sent: Feedback = {
          id,
          ...row,
          user_id: await store.callerId(),
          created_at: new Date().toISOString(),
        };
        return sent;
      }),
  };
}

function privacyPort(store: DataStore): PrivacyPort {
  const signedIn = async () => {
    if (!(await store.callerId()))
      throw new BackendError(MESSAGES.notAllowed, 'not_signed_in', 401);
  };
  const importData = store.importData?.bind(store);
  return {
    deleteAllMyData: async () => {
      await signedIn();
      await store.deleteMyData();
    },
    exportAllMyData: async () => {
      await signedIn();
      const parts = await Promise.all(
        ACCOUNT_DATA_PARTS.map(async (part) => [part.name, await store.readPart(part)] as const),
      );
      const file = {
        format: ACCOUNT_DATA_FORMAT,
        version: ACCOUNT_DATA_VERSION,
        exportedAt: new Date().toISOString(),
        ...Object.fromEntries(parts),
      };
      return `${JSON.stringify(file, null, 2)}\n`;
    },
    ...(importData
      ? {
          importMyData: async (fileText: string) => {
            await signedIn();
            // The file is checked whole before anything is written.
            return importData(parseAccountData(fileText));
          },
        }
      : {}),
  };
}

const signInForStats = (cause?: unknown) =>
  new BackendError(MESSAGES.signInForStats, 'not_signed_in', 401, cause ? { cause } : undefined);

function statsPort(store: DataStore): StatsPort {
  return {
    forCurrentUser: async () => {
      if ((await store.callerId()) === null) throw signInForStats();
      try {
        return toUserStats(await store.userStats());
      } catch (error) {
        // A session the server no longer accepts is a visitor's too.
        if (error instanceof BackendError && error.status === 401) throw signInForStats(error);
        throw error;
      }
    },
  };
}

function portfolioPort(store: DataStore): PortfolioPort {
  return {
    // A visitor has no portfolio; an empty one, so the screens need no special case.
    get: async () =>
      (await store.callerId()) ? toPortfolio(await store.portfolio.find()) : toPortfolio(null),

    save: async (patch) => {
      const userId = await store.callerId();
      if (!userId) throw new BackendError(MESSAGES.signInToSave, 'not_signed_in', 401);
      const changes: PortfolioChanges = {};
      if (patch.focusIdeaId !== undefined) {
        if (patch.focusIdeaId !== null && !isUuid(patch.focusIdeaId)) throw ideaGone();
        changes.focus_idea_id = patch.focusIdeaId;
      }
      if (patch.lastTriage !== undefined) changes.last_triage = patch.lastTriage;
      return toPortfolio(await store.portfolio.upsert(userId, changes));
    },

    hideFromShelf: async (ideaId, until) => {
      if (!(await store.callerId()))
        throw new BackendError(MESSAGES.signInToSave, 'not_signed_in', 401);
      if (!isUuid(ideaId)) throw ideaGone();
      return toPortfolio(await store.portfolio.hideFromShelf(ideaId, until));
    },
  };
}
