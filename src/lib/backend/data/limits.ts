/**
 * Lengths the database's check constraints enforce (supabase/migrations), named in the messages
 * that explain a refusal. The idea text's limit lives in `@/config/constants`: the screen uses it too.
 */
export const TAGS_MAX_COUNT = 10;
export const TAG_MAX_LENGTH = 50;
export const FEEDBACK_TEXT_MAX_LENGTH = 5_000;
/** The idea sent along with feedback is cut to this many characters (docs/decisions/033). */
export const FEEDBACK_IDEA_MAX_LENGTH = 2_000;
/** What one person may keep (docs/decisions/034): the next idea is refused. */
export const IDEAS_PER_PERSON_MAX = 5_000;
/** Guide items (ticks, sub-steps, time spent) one person may keep (docs/decisions/072). */
export const GUIDE_ITEMS_PER_PERSON_MAX = 20_000;
