import { getEnv } from '@/config/env';
import { DEFAULT_AI_CHOICE, type AiChoiceKind } from '@/lib/ai/choice';
import { resolveAiConnection, resolveAiEndpoint } from '@/lib/ai/connection';

/** What 'Clarity's AI' means in this copy of Clarity, in a person's words. */
function defaultDescription(): string {
  const env = getEnv();
  const connection = resolveAiConnection(env, DEFAULT_AI_CHOICE);
  switch (connection.kind) {
    case 'edge-function':
      return 'The AI service this copy of Clarity provides. Your idea goes through Clarity’s server to it.';
    case 'not-connected':
      return 'This copy of Clarity has no AI of its own, so this means examples only.';
    default: {
      const endpoint = resolveAiEndpoint(env, null, DEFAULT_AI_CHOICE);
      return `The AI service this copy of Clarity is set up with${endpoint ? ` (${new URL(endpoint.baseURL).host})` : ''}.`;
    }
  }
}

const DESCRIPTIONS: Record<Exclude<AiChoiceKind, 'default'>, string> = {
  own: 'Any service that speaks the OpenAI API, with your own key. Your idea goes from this browser straight to that service.',
  local: 'Ollama or LM Studio running on this computer. Your idea does not leave this computer.',
  browser: 'The model that comes with this browser. Your idea does not leave this device.',
  private:
    'A small AI model this page downloads once and runs on this device. Your idea never leaves it.',
  none: 'General examples instead of advice about your idea. Nothing is sent anywhere.',
};

/** What a choice means, in a person's words. */
export const choiceDescription = (kind: AiChoiceKind): string =>
  kind === 'default' ? defaultDescription() : DESCRIPTIONS[kind];
