import { IDEA_TEXT_MAX_LENGTH } from '@/config/constants';
import { withThousandsSeparators as thousands } from '@/lib/text';
import { BackendError } from '@/domain/errors';
import {
  FEEDBACK_TEXT_MAX_LENGTH,
  GUIDE_ITEMS_PER_PERSON_MAX,
  IDEAS_PER_PERSON_MAX,
  TAG_MAX_LENGTH,
  TAGS_MAX_COUNT,
} from './limits';

/**
 * Turns what PostgreSQL (through PGlite, node-postgres or PostgREST) says into a `BackendError`
 * a person can read. The database's own code stays on the error for the caller and the logs.
 */

/** One sentence per check constraint of the migrations, keyed by the constraint's name. */
const CONSTRAINT_MESSAGES: Record<string, string> = {
  ideas_idea_text_not_blank: 'Your idea is empty. Write a few words about it first.',
  ideas_idea_text_max_length: `Your idea is too long. Please keep it under ${thousands(IDEA_TEXT_MAX_LENGTH)} characters.`,
  ideas_structured_data_is_object:
    'The clarification of this idea is not in a form that can be saved.',
  ideas_status_valid: 'An idea can only be a draft, clarified, in progress or completed.',
  ideas_selected_next_step_valid: 'That is not one of the five next steps.',
  ideas_step_progress_valid:
    'Step progress must be not started, in progress or complete for steps 1 to 5.',
  ideas_structured_data_size: 'The clarification of this idea is too large to save.',
  ideas_step_progress_size: 'This step progress is too large to save.',
  ideas_per_person_quota: `You have ${thousands(IDEAS_PER_PERSON_MAX)} saved ideas, the most Clarity keeps for one person. Delete some ideas to save new ones.`,
  idea_guides_guide_max_size: 'This guide is too large to save.',
  guide_items_per_person_quota: `Your guides hold ${thousands(GUIDE_ITEMS_PER_PERSON_MAX)} ticks, sub-steps and times, the most Clarity keeps for one person. Delete some ideas to save new ones.`,
  feedback_user_idea_max_length: 'The idea attached to this feedback is too long.',
  ideas_tags_valid: `An idea can have up to ${TAGS_MAX_COUNT} tags of at most ${TAG_MAX_LENGTH} characters each.`,
  idea_guides_kind_valid: 'That is not one of the five next steps.',
  idea_guides_guide_is_object: 'This guide is not in a form that can be saved.',
  idea_guides_guide_size: 'This guide is too large to save.',
  feedback_rating_range: 'Please provide a rating from 1 to 5.',
  feedback_category_valid: 'That kind of feedback is not one we know.',
  feedback_text_length: `Your comments are too long. Please keep them under ${thousands(FEEDBACK_TEXT_MAX_LENGTH)} characters.`,
  feedback_user_email_length: 'That e-mail address is too long.',
  feedback_user_idea_length: 'The idea attached to this feedback is too long.',
  feedback_session_id_length: 'This feedback has no valid session.',
};

/**
 * One sentence per argument `public.submit_feedback` refuses (SQLSTATE PT400), keyed by the
 * argument its `detail` names: the function checks them all before it counts anything.
 */
const FEEDBACK_ARGUMENT_MESSAGES: Record<string, string> = {
  rating: CONSTRAINT_MESSAGES.feedback_rating_range!,
  feedback_text: `Please keep your comments between 1 and ${thousands(FEEDBACK_TEXT_MAX_LENGTH)} characters.`,
  session_id:
    'This page lost track of your visit, so your feedback was not sent. Reload the page and send it again.',
  category: CONSTRAINT_MESSAGES.feedback_category_valid!,
  user_email: CONSTRAINT_MESSAGES.feedback_user_email_length!,
  user_idea: CONSTRAINT_MESSAGES.feedback_user_idea_length!,
};

export const MESSAGES = {
  notAllowed: 'You are not allowed to do that. Please sign in and try again.',
  signInToSave: 'Please sign in to save your ideas.',
  signInForStats: 'Please sign in to see your statistics.',
  ideaGone: 'This idea no longer exists.',
  invalid: 'Some of this data is not valid.',
  feedbackTooOften:
    'You have sent feedback several times in the last hour. Please try again a little later.',
  feedbackBusy: 'A lot of feedback has arrived in the last hour. Please try again a little later.',
  unreachable: 'Cannot reach the server. Check your connection and try again.',
  unexpected: 'Something went wrong with your data. Please try again.',
} as const;

interface DatabaseErrorLike {
  code?: unknown;
  message?: unknown;
  constraint?: unknown;
  details?: unknown;
  /** PGlite and node-postgres say `detail`; PostgREST says `details`. */
  detail?: unknown;
  status?: unknown;
}

const constraintOf = (error: DatabaseErrorLike): string | undefined => {
  if (typeof error.constraint === 'string') return error.constraint;
  // PostgREST only passes the message on: `... violates check constraint "ideas_status_valid"`.
  const text = `${String(error.message ?? '')} ${String(error.details ?? '')}`;
  return /constraint "([^"]+)"/.exec(text)?.[1];
};

/** The HTTP status that fits a PostgreSQL error code, for callers that decide on retries. */
const statusOf = (code: string | undefined): number | undefined => {
  if (!code) return undefined;
  if (code === '42501') return 403;
  if (code === 'PGRST116') return 404;
  // A limit the database counts (docs/decisions/033): PostgREST answers 429 for it too.
  if (code === 'PT429') return 429;
  // An argument submit_feedback refuses: PostgREST answers 400 for it.
  if (code === 'PT400') return 400;
  if (code.startsWith('23') || code.startsWith('22')) return 400;
  return undefined;
};

/** Any thrown value from a data call → a `BackendError` with a readable message. */
export function toBackendError(error: unknown, context: { signedIn?: boolean } = {}): BackendError {
  if (error instanceof BackendError) return error;
  if (error instanceof TypeError && /fetch|network/i.test(error.message)) {
    return new BackendError(MESSAGES.unreachable, 'network', undefined, { cause: error });
  }
  const e = (
    typeof error === 'object' && error !== null ? error : { message: String(error) }
  ) as DatabaseErrorLike;
  const code = typeof e.code === 'string' && e.code !== '' ? e.code : undefined;
  const status = typeof e.status === 'number' ? e.status : statusOf(code);
  const make = (message: string) =>
    new BackendError(message, code, status ?? statusOf(code), { cause: error });

  switch (code) {
    case '23514': {
      const constraint = constraintOf(e);
      return make((constraint && CONSTRAINT_MESSAGES[constraint]) ?? MESSAGES.invalid);
    }
    case '42501':
      return make(context.signedIn === false ? MESSAGES.signInToSave : MESSAGES.notAllowed);
    case '23503':
      return make(MESSAGES.ideaGone);
    case 'PGRST116':
      return make(MESSAGES.ideaGone);
    case 'PT429':
      // `everyone`: the hourly budget of all visitors together; otherwise this session or person.
      return make(
        String(e.detail ?? e.details ?? '') === 'everyone'
          ? MESSAGES.feedbackBusy
          : MESSAGES.feedbackTooOften,
      );
    case 'PT400':
      return make(
        FEEDBACK_ARGUMENT_MESSAGES[String(e.detail ?? e.details ?? '')] ?? MESSAGES.invalid,
      );
    case '23502':
    case '22P02':
    case '22001':
    case '22023':
      return make(MESSAGES.invalid);
    default:
      return make(MESSAGES.unexpected);
  }
}
