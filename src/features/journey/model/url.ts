import * as z from 'zod/mini';
import { STEP_KINDS } from '@/config/constants';
import type { SavedIdeaRequest } from './journey';

/**
 * The URL's ways into the journey (spec §2): `?resume=true&ideaId=…&step=…` and
 * `?selectStep=true&ideaId=…`. Anything else (a typo, a missing id, an unknown step) is ignored.
 */
const ideaId = z.string().check(z.trim(), z.minLength(1), z.maxLength(100));

const resumeSchema = z.object({ resume: z.literal('true'), ideaId, step: z.enum(STEP_KINDS) });
const selectSchema = z.object({ selectStep: z.literal('true'), ideaId });

export function parseJourneyRequest(params: URLSearchParams): SavedIdeaRequest | null {
  const raw = Object.fromEntries(params.entries());
  const resume = resumeSchema.safeParse(raw);
  if (resume.success) return { target: 'walkthrough', ideaId: resume.data.ideaId, step: resume.data.step };
  const select = selectSchema.safeParse(raw);
  if (select.success) return { target: 'selector', ideaId: select.data.ideaId };
  return null;
}

export const hasJourneyParams = (params: URLSearchParams): boolean =>
  params.has('resume') || params.has('selectStep') || params.has('ideaId') || params.has('step');
