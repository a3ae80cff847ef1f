// Loaded with `/shared` only: reading a plan back needs zod, which no first paint does.
import * as z from 'zod/mini';
import {
  IDEA_TEXT_MAX_LENGTH,
  SHARE_LINK_MAX_LENGTH,
  SHARED_PLAN_MAX_BYTES,
} from '@/config/constants';
import { STEP_KINDS } from '@/domain/vocabulary';
import { canCompress, decompress, fromBase64Url, TooLargeError } from './bytes';
import { SHARED_PLAN_VERSION, type SharedPlan } from './plan';

/** What reading a link's fragment found: a plan, or the one reason there is none. */
export type PlanRead =
  | { kind: 'plan'; plan: SharedPlan }
  | { kind: 'empty' }
  | { kind: 'damaged' }
  | { kind: 'too-long' }
  | { kind: 'newer' }
  | { kind: 'unsupported' };

// Bounds well above anything Clarity writes, so that a made-up link cannot flood the page.
const TEXT_MAX = 5_000;
const LIST_MAX = 20;
const text = z.string().check(z.maxLength(TEXT_MAX));
const texts = z.array(text).check(z.maxLength(LIST_MAX));
const minutes = z.number().check(z.int(), z.positive(), z.maximum(24 * 60));
const source = z.enum(['ai', 'fallback']);

const planSchema = z.object({
  v: z.literal(SHARED_PLAN_VERSION),
  idea: z.string().check(z.trim(), z.minLength(1), z.maxLength(IDEA_TEXT_MAX_LENGTH)),
  clarification: z.object({
    problem: text,
    targetAudience: text,
    uniqueValue: text,
    format: text,
    challenges: texts,
  }),
  clarificationSource: source,
  guide: z.object({
    kind: z.enum(STEP_KINDS),
    steps: z
      .array(
        z.object({
          title: text,
          description: text,
          content: texts,
          minutes: z.optional(minutes),
        }),
      )
      .check(z.minLength(1), z.maxLength(LIST_MAX)),
    extras: texts,
    timeline: z.optional(text),
    startHere: z.optional(z.object({ title: text, minutes })),
  }),
  guideSource: source,
  done: z.array(z.number().check(z.int(), z.nonnegative())).check(z.maxLength(LIST_MAX)),
});

const damaged: PlanRead = { kind: 'damaged' };

/**
 * The plan in a `/shared` link's fragment (`#1.…`, see link.ts), checked field by field: a link
 * can be cut short by a chat app, edited by hand or made up, so anything that is not exactly a plan
 * this build can show is refused, with the reason a person can act on.
 */
export async function readSharedPlan(hash: string): Promise<PlanRead> {
  const fragment = hash.replace(/^#/, '');
  if (fragment === '') return { kind: 'empty' };
  if (fragment.length > SHARE_LINK_MAX_LENGTH) return { kind: 'too-long' };
  const match = /^(\d{1,6})\.(.*)$/s.exec(fragment);
  if (!match) return damaged;
  const version = Number(match[1]);
  if (version > SHARED_PLAN_VERSION) return { kind: 'newer' };
  if (version !== SHARED_PLAN_VERSION) return damaged;
  const packed = fromBase64Url(match[2]!);
  if (!packed || packed.length === 0) return damaged;
  if (!canCompress()) return { kind: 'unsupported' };
  try {
    const json = new TextDecoder('utf-8', { fatal: true }).decode(
      await decompress(packed, SHARED_PLAN_MAX_BYTES),
    );
    const parsed = planSchema.safeParse(JSON.parse(json));
    if (!parsed.success) return damaged;
    const { v: _version, ...plan } = parsed.data;
    return { kind: 'plan', plan };
  } catch (error) {
    return error instanceof TooLargeError ? { kind: 'too-long' } : damaged;
  }
}
