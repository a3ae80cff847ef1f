import * as z from 'zod/mini';
import {
  AI_MAX_TOKENS_BREAKDOWN,
  AI_MAX_TOKENS_CLARIFICATION,
  AI_MAX_TOKENS_GUIDE,
  AI_MAX_TOKENS_TRIAGE,
  AI_TEMPERATURE,
  IDEA_TEXT_MAX_LENGTH,
  TRIAGE_IDEAS_MAX,
  TRIAGE_IDEAS_MIN,
} from '@/config/constants';
import { STEP_KINDS } from '@/domain/vocabulary';
import {
  breakdownMessages,
  clarificationMessages,
  guideMessages,
  triageMessages,
  type ChatMessage,
  type ClarificationContext,
} from './prompts.ts';
import {
  breakdownSchema,
  clarificationSchema,
  guideSchema,
  triageSchema,
  type ResponseSchema,
} from './schemas.ts';
import { DEFAULT_VOICE, TONES, type Voice } from './tone.ts';

/**
 * The AI contract (docs/decisions/031-task-requests-and-one-prompt-module.md): what may be asked
 * — a task and its data, never messages — and how one task becomes one chat-completion request.
 * The `ai` Edge Function validates the browser's task request with `parseTaskRequest` and sends
 * `chatRequest(...)` upstream; the browser's direct routes call `chatRequest` themselves. So the
 * prompts, the schemas, the temperature and the token caps exist once, and in Supabase mode the
 * browser can change none of them.
 *
 * Plain TypeScript that Deno imports too: no Vite-only imports, relative imports with `.ts`.
 */

/**
 * How the answer's JSON is requested: structured outputs (strict), JSON mode, or the prompt alone.
 * The browser steps down this list when a provider refuses one (src/lib/ai/complete.ts).
 */
export const RESPONSE_FORMATS = ['json_schema', 'json_object', 'text'] as const;
export type ResponseFormatMode = (typeof RESPONSE_FORMATS)[number];

/** Sizes of what a task request may carry, in characters or items. */
const TASK_LIMITS = {
  idea: IDEA_TEXT_MAX_LENGTH,
  /** One field of a clarification, a step's description. */
  field: 600,
  /** A challenge, a bullet, a step title. */
  item: 240,
  challenges: 8,
  bullets: 8,
  /** An idea's text in a triage: enough to judge it, small enough for seven. */
  triageIdea: 1_500,
} as const;

/** The most text one clarification carries, in characters. */
const CLARIFICATION_MAX = 4 * TASK_LIMITS.field + TASK_LIMITS.challenges * TASK_LIMITS.item;

/**
 * The most text a valid task request carries, in characters (UTF-16 code units): a triage of the
 * most ideas, each with its id, its longest text and a full clarification, or a breakdown's idea,
 * clarification and step, whichever is larger (the triage, about 41,000).
 */
const TASK_TEXT_MAX = Math.max(
  TRIAGE_IDEAS_MAX * (64 + TASK_LIMITS.triageIdea + CLARIFICATION_MAX),
  TASK_LIMITS.idea +
    CLARIFICATION_MAX +
    TASK_LIMITS.item +
    TASK_LIMITS.field +
    TASK_LIMITS.bullets * TASK_LIMITS.item,
);

/**
 * The largest body of a valid task request, in bytes: every character as JSON writes it at worst
 * (six bytes for a control character or a lone surrogate, `\u0001`; a CJK character takes three in
 * UTF-8), plus 16 KB for the field names, quotes and commas around them. The ai Edge Function's
 * cap, so that no valid request in any script is refused for its size.
 */
export const TASK_REQUEST_MAX_BYTES = 6 * TASK_TEXT_MAX + 16 * 1024;

const MAX_TOKENS = {
  clarify: AI_MAX_TOKENS_CLARIFICATION,
  guide: AI_MAX_TOKENS_GUIDE,
  breakdown: AI_MAX_TOKENS_BREAKDOWN,
  triage: AI_MAX_TOKENS_TRIAGE,
} as const;

const required = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));
const bounded = (max: number) => z.string().check(z.trim(), z.maxLength(max));
const format = z.optional(z.enum(RESPONSE_FORMATS));
/** How the answer should sound: only ever turned into prompt words (./tone.ts). */
const tone = z.optional(z.enum(TONES));
const lowEnergy = z.optional(z.boolean());

const clarification = z.strictObject({
  problem: bounded(TASK_LIMITS.field),
  targetAudience: bounded(TASK_LIMITS.field),
  uniqueValue: bounded(TASK_LIMITS.field),
  format: bounded(TASK_LIMITS.field),
  challenges: z.array(bounded(TASK_LIMITS.item)).check(z.maxLength(TASK_LIMITS.challenges)),
});

const clarifyRequest = z.strictObject({
  task: z.literal('clarify'),
  idea: required(TASK_LIMITS.idea),
  tone,
  lowEnergy,
  format,
});

const guideRequest = z.strictObject({
  task: z.literal('guide'),
  kind: z.enum(STEP_KINDS),
  idea: required(TASK_LIMITS.idea),
  clarification,
  tone,
  lowEnergy,
  format,
});

const breakdownRequest = z.strictObject({
  task: z.literal('breakdown'),
  idea: required(TASK_LIMITS.idea),
  clarification,
  step: z.strictObject({
    title: required(TASK_LIMITS.item),
    description: z.optional(bounded(TASK_LIMITS.field)),
    bullets: z.optional(z.array(bounded(TASK_LIMITS.item)).check(z.maxLength(TASK_LIMITS.bullets))),
  }),
  size: z.optional(z.enum(['small', 'tiny'])),
  tone,
  lowEnergy,
  format,
});

const triageRequest = z.strictObject({
  task: z.literal('triage'),
  ideas: z
    .array(
      z.strictObject({
        // Echoed by the model and written into the prompt: letters, digits and dashes only.
        id: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/)),
        text: required(TASK_LIMITS.triageIdea),
        clarification: z.optional(clarification),
      }),
    )
    .check(
      z.minLength(TRIAGE_IDEAS_MIN),
      z.maxLength(TRIAGE_IDEAS_MAX),
      z.refine((ideas) => new Set(ideas.map((idea) => idea.id)).size === ideas.length, {
        message: 'ideas must have distinct ids',
      }),
    ),
  format,
});

const taskRequestSchema = z.discriminatedUnion('task', [
  clarifyRequest,
  guideRequest,
  breakdownRequest,
  triageRequest,
]);

export type TaskRequest = z.infer<typeof taskRequestSchema>;
export type ClarificationInput = z.infer<typeof clarification>;

const where = (path: readonly PropertyKey[]) => (path.length ? path.join('.') : 'the request');

function describeIssue(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'unrecognized_keys':
      return `Unknown field${issue.keys.length > 1 ? 's' : ''} in ${where(issue.path)}: ${issue.keys.join(', ')}.`;
    case 'invalid_union':
      return issue.path.at(-1) === 'task'
        ? `task must be one of ${Object.keys(MAX_TOKENS).join(', ')}.`
        : `${where(issue.path)} is not valid.`;
    case 'too_big':
      return `${where(issue.path)} is too long.`;
    case 'too_small':
      return `${where(issue.path)} is too short.`;
    case 'invalid_type':
      return `${where(issue.path)} must be ${issue.expected === 'object' ? 'an object' : `a ${issue.expected}`}.`;
    case 'custom':
      return issue.message;
    default:
      return `${where(issue.path)} is not valid.`;
  }
}

/** Checks a task request strictly: unknown fields, messages, tools and the like are refused. */
export function parseTaskRequest(
  body: unknown,
): { ok: true; request: TaskRequest } | { ok: false; message: string } {
  const result = taskRequestSchema.safeParse(body);
  if (result.success) return { ok: true, request: result.data };
  return { ok: false, message: describeIssue(result.error.issues[0]!) };
}

/** A clarification cut to what a task request may carry (a stored one may be longer or carry tags). */
export function clarificationInput(clarified: ClarificationContext): ClarificationInput {
  const cut = (text: string, max: number) => text.trim().slice(0, max);
  return {
    problem: cut(clarified.problem, TASK_LIMITS.field),
    targetAudience: cut(clarified.targetAudience, TASK_LIMITS.field),
    uniqueValue: cut(clarified.uniqueValue, TASK_LIMITS.field),
    format: cut(clarified.format, TASK_LIMITS.field),
    challenges: clarified.challenges
      .slice(0, TASK_LIMITS.challenges)
      .map((challenge) => cut(challenge, TASK_LIMITS.item)),
  };
}

/** The voice a request asks for; a field left out means the default. */
const voiceOf = (request: { tone?: Voice['tone']; lowEnergy?: boolean }): Voice => ({
  tone: request.tone ?? DEFAULT_VOICE.tone,
  lowEnergy: request.lowEnergy ?? DEFAULT_VOICE.lowEnergy,
});

function messagesOf(request: TaskRequest): ChatMessage[] {
  switch (request.task) {
    case 'clarify':
      return clarificationMessages(request.idea, voiceOf(request));
    case 'guide':
      return guideMessages(request.kind, request.idea, request.clarification, voiceOf(request));
    case 'breakdown':
      return breakdownMessages(
        request.idea,
        request.clarification,
        request.step,
        request.size ?? 'small',
        voiceOf(request),
      );
    case 'triage':
      return triageMessages(request.ideas);
  }
}

function responseSchemaOf(request: TaskRequest): ResponseSchema {
  switch (request.task) {
    case 'clarify':
      return clarificationSchema;
    case 'guide':
      return guideSchema(request.kind);
    case 'breakdown':
      return breakdownSchema;
    case 'triage':
      return triageSchema;
  }
}

function responseFormat(mode: ResponseFormatMode, schema: ResponseSchema) {
  switch (mode) {
    case 'json_schema':
      return {
        response_format: {
          type: 'json_schema' as const,
          json_schema: { name: schema.name, schema: schema.schema, strict: true },
        },
      };
    case 'json_object':
      return { response_format: { type: 'json_object' as const } };
    case 'text':
      return {};
  }
}

/** The one chat-completion request a task becomes: streamed, with the task's own token cap. */
export function chatRequest(request: TaskRequest, model: string) {
  return {
    model,
    messages: messagesOf(request),
    temperature: AI_TEMPERATURE,
    max_tokens: MAX_TOKENS[request.task],
    stream: true as const,
    ...responseFormat(request.format ?? 'json_schema', responseSchemaOf(request)),
  };
}
