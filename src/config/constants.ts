/**
 * The business constants of docs/product.md §12, named once. Durations are in milliseconds,
 * sizes in characters unless the name says otherwise.
 */

export const PRICING = {
  betaPerMonth: 0,
  proPerMonth: 9,
  teamsPerMonth: 29,
} as const;

export const QUOTE_COUNT = 5;
export const QUOTE_ROTATION_MS = 4_000;

/** Where the processing bar starts, before any field of the answer has arrived (it then moves). */
export const PROCESSING_PROGRESS_START_PERCENT = 5;
/** How long the processing screen waits for the first field before offering a way out. */
export const PROCESSING_SLOW_NOTICE_MS = 15_000;
export const IDEA_INPUT_MIN_HEIGHT_PX = 200;
/** An idea is 1–10,000 characters after trimming (docs/product.md §5.2, §9.1). */
export const IDEA_TEXT_MAX_LENGTH = 10_000;
/** The input starts counting out loud this close to the limit. */
export const IDEA_TEXT_WARNING_AT = 9_000;

export const RECENT_IDEAS_MAX = 5;
export const RECENT_IDEA_TITLE_MAX = 50;
export const RECENT_IDEA_DESCRIPTION_MAX = 100;

export const MY_IDEAS_PAGE_SIZE = 50;
export const IDEA_CARD_TEXT_MAX = 150;
export const IDEA_CARD_TAGS_SHOWN = 3;
/** An offset given without a limit pages by 10 (docs/product.md §9.6). */
export const DEFAULT_PAGE_SIZE_WITH_OFFSET = 10;

export const PASSWORD_MIN_LENGTH = 6;
export const RESET_LINK_VALIDITY_HOURS = 1;

export const SIGNUP_REDIRECT_DELAY_MS = 2_000;

/**
 * The embedded database's warm-up (docs/decisions/056-local-database-warm-up.md) waits for the
 * page's load and then an idle moment, at most this long after the load; a browser without
 * requestIdleCallback waits the fallback delay instead.
 */
export const WARM_UP_IDLE_TIMEOUT_MS = 2_000;
export const WARM_UP_FALLBACK_DELAY_MS = 300;
export const PASSWORD_RESET_REDIRECT_DELAY_MS = 3_000;
export const FEEDBACK_CLOSE_DELAY_MS = 2_000;
export const COMPLETION_CONTINUE_DELAY_MS = 1_000;

export const GUIDE_STEPS_MVP = 4;
export const GUIDE_STEPS_MIN = 3;
export const GUIDE_STEPS_MAX = 4;
export const CHALLENGES_MIN = 3;
export const CHALLENGES_MAX = 4;
export const TAGS_MAX = 5;
/**
 * A guide step's estimate in minutes (docs/product.md §5.6): what the AI says is clamped to this
 * range, so a slip of the model can neither promise a 0-minute step nor a week-long one.
 */
/** A sign-up still running after this says what it is doing (decision 094). */
export const SIGNUP_SLOW_WORDS_MS = 1_500;
export const STEP_MINUTES_MIN = 5;
export const STEP_MINUTES_MAX = 480;
/** 'Start here': one first action of 5 to 15 minutes, small enough to begin at once. */
export const START_HERE_MINUTES_MIN = 5;
export const START_HERE_MINUTES_MAX = 15;

export const AI_TEMPERATURE = 0.7;
export const AI_MAX_TOKENS_CLARIFICATION = 800;
export const AI_MAX_TOKENS_GUIDE = 1_200;
export const AI_MAX_TOKENS_BREAKDOWN = 600;
export const AI_MAX_TOKENS_TRIAGE = 600;
/** A breakdown splits one step into 3-7 actions; a triage compares 2-7 ideas. */
export const BREAKDOWN_SUBSTEPS_MIN = 3;
export const BREAKDOWN_SUBSTEPS_MAX = 7;
export const TRIAGE_IDEAS_MIN = 2;
export const TRIAGE_IDEAS_MAX = 7;
/** A step with no estimate takes this long in an exported calendar. */
export const EXPORT_STEP_MINUTES_DEFAULT = 30;

/** 'From your shelf' (docs/decisions/043-the-shelf-and-the-triage.md): ideas untouched this long… */
export const SHELF_UNTOUCHED_DAYS = 14;
/** …at most this many at once… */
export const SHELF_SIZE = 3;
/** …and 'Not now' hides one for this long. */
export const SHELF_NOT_NOW_DAYS = 14;

export const AI_TIMEOUT_MS = 600_000;
export const AI_MAX_RETRIES = 2;
/** 'Test connection' asks once, without retries, and gives up sooner than a journey's request. */
export const AI_CONNECTION_TEST_TIMEOUT_MS = 60_000;

export const CONFETTI_PIECES = 50;
export const CONFETTI_DURATION_MS = 3_000;

export const FEEDBACK_RATING_MIN = 1;
export const FEEDBACK_RATING_MAX = 5;
export const FEEDBACK_CATEGORY = 'General Feedback';
export const FEEDBACK_EMPTY_TEXT = 'No additional feedback provided';

export const QUERY_RETRIES = 3;
export const QUERY_RETRY_BASE_DELAY_MS = 1_000;
export const QUERY_RETRY_MAX_DELAY_MS = 30_000;
export const QUERY_GC_TIME_MS = 5 * 60 * 1_000;

/**
 * A prerendered page starts the app's code once the browser reports its first paint; a browser that
 * never reports it starts it after this (docs/decisions/055-app-code-after-the-first-paint.md).
 */
export const APP_START_FALLBACK_MS = 1_500;

/**
 * 'Share' (docs/decisions/087-a-plan-shared-inside-its-link.md): the longest link it makes or
 * reads. Browsers take far longer addresses, but chat apps and mail clients cut long ones; a
 * clarified idea with its guide is a few thousand characters.
 */
export const SHARE_LINK_MAX_LENGTH = 32_000;
/** The most a shared plan may unpack to: a link cannot be made to fill the page's memory. */
export const SHARED_PLAN_MAX_BYTES = 256 * 1024;

/**
 * Keeping a person's data (docs/decisions/091-keeping-a-persons-data.md): a change reaches the
 * living copy this long after the last of a burst (the issue allows 10 s); the reminder to keep a
 * copy waits for a copy this many days old, or this many saved ideas with none, and stays away
 * this many days once put away.
 */
export const LIVING_COPY_DELAY_MS = 3_000;
export const COPY_REMINDER_AFTER_DAYS = 7;
export const COPY_REMINDER_FIRST_AFTER_IDEAS = 3;
export const COPY_REMINDER_QUIET_DAYS = 7;
/** How often 'Copy updated 2 min ago' is read again. */
export const COPY_AGE_REFRESH_MS = 30_000;
