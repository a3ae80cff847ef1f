import type { AppEnv } from '@/config/env';
import { readAiChoice, type AiChoice } from './choice';
import { BROWSER_MODEL_NAME, resolveAiConnection } from './connection';
import { privateModelName } from './private-models';

/**
 * The name of the AI new ideas go to in this browser, as the footer says it (docs/product.md §4.4):
 * the person's choice first, else the deployment's; null when none is connected.
 */
export function aiInUseName(env: AppEnv, choice: AiChoice = readAiChoice()): string | null {
  switch (choice.kind) {
    case 'none':
      return null;
    case 'own':
    case 'local':
      return choice.model;
    case 'browser':
      return BROWSER_MODEL_NAME;
    case 'private':
      return privateModelName(choice.modelUrl);
    case 'default':
      return resolveAiConnection(env, choice).kind === 'not-connected' ? null : env.ai.model;
  }
}
