import {
  AI_CHOICE_LABELS,
  LOCAL_PRESETS,
  parseAiChoice,
  type AiChoice,
  type AiChoiceKind,
  type LocalPreset,
} from '@/lib/ai/choice';

/**
 * What the AI settings form holds: every choice's fields at once, so switching between choices
 * never loses what was typed.
 */
export const CHOICE_LABELS = AI_CHOICE_LABELS;

export interface AiSettingsForm {
  kind: AiChoiceKind;
  own: { baseUrl: string; model: string; apiKey: string };
  local: { preset: LocalPreset; baseUrl: string; model: string };
}

export function formFromChoice(choice: AiChoice): AiSettingsForm {
  const form: AiSettingsForm = {
    kind: choice.kind,
    own: { baseUrl: '', model: '', apiKey: '' },
    local: { preset: 'ollama', baseUrl: LOCAL_PRESETS.ollama.baseUrl, model: '' },
  };
  if (choice.kind === 'own') form.own = { ...choice, apiKey: choice.apiKey ?? '' };
  if (choice.kind === 'local') form.local = { ...choice };
  return form;
}

/** The form's choice, checked; or the field at fault and what to say there. */
export function choiceFromForm(form: AiSettingsForm): ReturnType<typeof parseAiChoice> {
  switch (form.kind) {
    case 'own':
      return parseAiChoice({ kind: 'own', ...form.own });
    case 'local':
      return parseAiChoice({ kind: 'local', ...form.local });
    default:
      return parseAiChoice({ kind: form.kind });
  }
}

/** Picking another program fills in its usual address, unless one was typed by hand. */
export function withPreset(local: AiSettingsForm['local'], preset: LocalPreset) {
  const knownAddresses = Object.values(LOCAL_PRESETS).map((entry) => entry.baseUrl as string);
  const typed = local.baseUrl.trim() !== '' && !knownAddresses.includes(local.baseUrl.trim());
  return { ...local, preset, baseUrl: typed ? local.baseUrl : LOCAL_PRESETS[preset].baseUrl };
}
