/**
 * Lengths the database's check constraints enforce (supabase/migrations), named in the messages
 * that explain a refusal. The idea text's limit lives in `@/config/constants`: the screen uses it too.
 */
export const TAGS_MAX_COUNT = 10;
export const TAG_MAX_LENGTH = 50;
export const FEEDBACK_TEXT_MAX_LENGTH = 5_000;
