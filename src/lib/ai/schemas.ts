import type { StepKind } from '@/domain/vocabulary';
import { EXTRAS_KEYS } from './labels.ts';

/**
 * The JSON Schemas sent as structured outputs (`response_format: json_schema`, strict). Strict mode
 * wants every property required and no others, and rejects count keywords (minItems/maxItems), so
 * counts live in the prompt and the normaliser enforces them. Shared with the `ai` Edge Function
 * (docs/decisions/031-task-requests-and-one-prompt-module.md).
 */

type JsonSchema = Record<string, unknown>;

const text = { type: 'string' } as const;
const textList = { type: 'array', items: text } as const;
const whole = { type: 'integer' } as const;

const strictObject = (properties: Record<string, JsonSchema>): JsonSchema => ({
  type: 'object',
  properties,
  required: Object.keys(properties),
  additionalProperties: false,
});

export interface ResponseSchema {
  name: string;
  schema: JsonSchema;
}

export const clarificationSchema: ResponseSchema = {
  name: 'clarified_idea',
  schema: strictObject({
    problem: text,
    targetAudience: text,
    uniqueValue: text,
    format: text,
    challenges: textList,
    tags: textList,
  }),
};

export function guideSchema(kind: StepKind): ResponseSchema {
  return {
    name: `${kind}_guide`,
    schema: strictObject({
      // First, so that a streamed answer brings the first small action before the long steps.
      startHere: strictObject({ title: text, minutes: whole }),
      steps: {
        type: 'array',
        items: strictObject({ title: text, description: text, content: textList, minutes: whole }),
      },
      [EXTRAS_KEYS[kind]]: textList,
      ...(kind === 'mvp' ? { timeline: text } : {}),
    }),
  };
}

export const breakdownSchema: ResponseSchema = {
  name: 'step_breakdown',
  schema: strictObject({
    subSteps: { type: 'array', items: strictObject({ title: text, minutes: whole }) },
  }),
};

export const triageSchema: ResponseSchema = {
  name: 'idea_triage',
  schema: strictObject({
    ranking: {
      type: 'array',
      items: strictObject({
        id: text,
        excitement: whole,
        effort: whole,
        energyFit: whole,
        evidence: whole,
        reason: text,
      }),
    },
  }),
};
