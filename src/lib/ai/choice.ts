import * as z from 'zod/mini';
import { AI_CHOICE_STORAGE_KEY } from './connection-at-hand.ts';

/**
 * Where a person chose to send their ideas (docs/decisions/050-ai-settings-a-route-kept-in-the-browser.md).
 * The choice lives in this browser's localStorage only and is checked on every read: anything
 * unreadable counts as no choice, which is the deployment's own AI.
 *
 * - `default`: what this copy of Clarity is configured with (docs/decisions/005-ai-connection-order.md);
 * - `own`: any OpenAI-compatible service, with an optional key that is sent to that address only;
 * - `local`: a model server on this computer (Ollama, LM Studio), without a key;
 * - `browser`: the model built into the browser (the Prompt API's `LanguageModel`);
 * - `private`: a small model this page downloads once and runs itself ('Private AI in this
 *   browser', docs/decisions/067-private-ai-in-the-page.md), named by its file's address;
 * - `none`: no AI, the examples only.
 */

export { AI_CHOICE_STORAGE_KEY };

export const LOCAL_PRESETS = {
  ollama: { label: 'Ollama', baseUrl: 'http://localhost:11434/v1', model: 'llama3.2' },
  lmstudio: {
    label: 'LM Studio',
    baseUrl: 'http://localhost:1234/v1',
    model: 'qwen2.5-7b-instruct',
  },
} as const;
export type LocalPreset = keyof typeof LOCAL_PRESETS;

const BASE_URL_MAX = 500;
const KEY_MAX = 500;

const isHttpUrl = (value: string): boolean => {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && !url.username && !url.search;
  } catch {
    return false;
  }
};

export const AI_CHOICE_MESSAGES = {
  baseUrl:
    'Enter an address that starts with http:// or https://, such as https://api.openai.com/v1.',
  model: 'Enter the model’s name, such as gpt-4o-mini (letters, digits, and . : / _ - only).',
  apiKey: 'The key looks wrong: it should be one line without spaces.',
  modelUrl: 'Enter the https:// address of a .gguf file, such as https://example.com/model.gguf.',
} as const;

const baseUrl = z.pipe(
  z
    .string()
    .check(
      z.trim(),
      z.maxLength(BASE_URL_MAX, AI_CHOICE_MESSAGES.baseUrl),
      z.refine(isHttpUrl, AI_CHOICE_MESSAGES.baseUrl),
    ),
  z.transform((value: string) => value.replace(/\/+$/, '')),
);
const model = z.string().check(z.trim(), z.regex(/^[\w.:/@-]{1,100}$/, AI_CHOICE_MESSAGES.model));
// A key is sent as a header: one line of printable characters.
const apiKey = z
  .string()
  .check(
    z.trim(),
    z.maxLength(KEY_MAX, AI_CHOICE_MESSAGES.apiKey),
    z.regex(/^[\x21-\x7e]*$/, AI_CHOICE_MESSAGES.apiKey),
  );

const isModelFileUrl = (value: string): boolean => {
  try {
    const url = new URL(value);
    const local = url.hostname === 'localhost' || url.hostname === '127.0.0.1';
    return (
      (url.protocol === 'https:' || (local && url.protocol === 'http:')) &&
      !url.username &&
      /\.gguf$/i.test(url.pathname)
    );
  } catch {
    return false;
  }
};
const modelUrl = z
  .string()
  .check(
    z.trim(),
    z.maxLength(BASE_URL_MAX, AI_CHOICE_MESSAGES.modelUrl),
    z.refine(isModelFileUrl, AI_CHOICE_MESSAGES.modelUrl),
  );

const aiChoiceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('default') }),
  z.object({ kind: z.literal('own'), baseUrl, model, apiKey: z.optional(apiKey) }),
  z.object({ kind: z.literal('local'), preset: z.enum(['ollama', 'lmstudio']), baseUrl, model }),
  z.object({ kind: z.literal('browser') }),
  z.object({ kind: z.literal('private'), modelUrl }),
  z.object({ kind: z.literal('none') }),
]);

export type AiChoice = z.infer<typeof aiChoiceSchema>;
export type AiChoiceKind = AiChoice['kind'];

/** Each choice's name on every screen. */
export const AI_CHOICE_LABELS: Record<AiChoiceKind, string> = {
  default: 'Clarity’s AI',
  own: 'My own AI service',
  local: 'A model on this computer',
  browser: 'Built into this browser',
  private: 'Private AI in this browser',
  none: 'No AI (examples only)',
};

export const DEFAULT_AI_CHOICE: AiChoice = { kind: 'default' };

/** Checks a choice (a stored one or a form's); the first problem's field and message otherwise. */
export function parseAiChoice(
  value: unknown,
): { ok: true; choice: AiChoice } | { ok: false; field: string; message: string } {
  const result = aiChoiceSchema.safeParse(value);
  if (result.success) {
    const choice = result.data;
    // An empty key is no key: no Authorization header at all.
    if (choice.kind === 'own' && !choice.apiKey) delete choice.apiKey;
    return { ok: true, choice };
  }
  const issue = result.error.issues[0]!;
  return { ok: false, field: String(issue.path[0] ?? 'kind'), message: issue.message };
}

const browserStorage = (): Storage | null => {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Storage disabled by the browser's settings.
    return null;
  }
};

/** The stored choice; the deployment's default when there is none or it cannot be read. */
export function readAiChoice(storage: Storage | null = browserStorage()): AiChoice {
  const raw = storage?.getItem(AI_CHOICE_STORAGE_KEY);
  if (!raw) return DEFAULT_AI_CHOICE;
  try {
    const parsed = parseAiChoice(JSON.parse(raw));
    return parsed.ok ? parsed.choice : DEFAULT_AI_CHOICE;
  } catch {
    return DEFAULT_AI_CHOICE;
  }
}

/** Keeps the choice in this browser; the deployment's default is kept as no entry at all. */
export function writeAiChoice(choice: AiChoice, storage: Storage | null = browserStorage()): void {
  if (!storage) throw new Error('This browser does not let Clarity keep settings.');
  if (choice.kind === 'default') storage.removeItem(AI_CHOICE_STORAGE_KEY);
  else storage.setItem(AI_CHOICE_STORAGE_KEY, JSON.stringify(choice));
}
