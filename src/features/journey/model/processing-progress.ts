import { PROCESSING_PROGRESS_START_PERCENT } from '@/config/constants';
import type { ClarifiedIdea } from '@/domain/model';

/** Every field of a clarification, in the order the answer streams them. */
const FIELDS = ['problem', 'targetAudience', 'uniqueValue', 'format', 'challenges'] as const;

/** How many fields of the answer have arrived so far. */
export const fieldsIn = (partial: Partial<ClarifiedIdea>) =>
  FIELDS.filter((field) => {
    const value = partial[field];
    return Array.isArray(value) ? value.length > 0 : Boolean(value);
  }).length;

/** The bar moves with what has arrived: a sliver at first, full once every field is in. */
export const progressFor = (arrived: number) =>
  PROCESSING_PROGRESS_START_PERCENT +
  Math.round(((100 - PROCESSING_PROGRESS_START_PERCENT) * arrived) / FIELDS.length);
