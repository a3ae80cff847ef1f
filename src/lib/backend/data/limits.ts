/**
 * The lengths the database enforces (supabase/migrations), for screens that want to say so before
 * the database does. The idea's own limit lives with the spec's constants.
 */
export { IDEA_TEXT_MAX_LENGTH } from '@/config/constants';

export const TAGS_MAX_COUNT = 10;
export const TAG_MAX_LENGTH = 50;
export const FEEDBACK_TEXT_MAX_LENGTH = 5_000;
export const FEEDBACK_EMAIL_MAX_LENGTH = 320;
export const FEEDBACK_CATEGORIES = [
  'General Feedback',
  'Contact',
  'Bug Report',
  'Feature Request',
] as const;
