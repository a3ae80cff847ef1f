/**
 * How the AI speaks to the person: a tone and a low-energy switch, chosen on the device
 * (docs/product.md §5.9). They change only the prompt's wording, never a model setting; a task
 * request carries them as two strict fields and this module turns them into words, in the browser
 * and in the `ai` Edge Function alike (docs/decisions/039-tone-as-prompt-text.md).
 *
 * Plain TypeScript that Deno imports too: no imports at all.
 */

export const TONES = ['gentle', 'balanced', 'direct'] as const;
export type Tone = (typeof TONES)[number];
const DEFAULT_TONE: Tone = 'balanced';

export interface Voice {
  tone: Tone;
  /** Asks for fewer, smaller steps and less to read. */
  lowEnergy: boolean;
}

export const DEFAULT_VOICE: Voice = { tone: DEFAULT_TONE, lowEnergy: false };

const TONE_TEXT: Record<Tone, string> = {
  gentle:
    'Tone: gentle. Be warm and encouraging; acknowledge that starting is hard; phrase actions as friendly suggestions, never as orders, and avoid words that add pressure.',
  balanced: 'Tone: balanced. Be friendly and clear, neither cheerleading nor blunt.',
  direct:
    'Tone: direct. Be brief and to the point: no warm-up and no praise, just the plan in short imperative sentences.',
};

const LOW_ENERGY_TEXT =
  'The person is having a low-energy day: ask less of them. Prefer fewer and smaller steps, fewer bullets and shorter sentences; make every action small enough to start with little willpower, and make the first one the easiest.';

/** The prompt lines a voice adds to a system prompt (the tone, then the low-energy wish if set). */
export function voiceText(voice: Voice = DEFAULT_VOICE): string {
  return voice.lowEnergy ? `${TONE_TEXT[voice.tone]}\n${LOW_ENERGY_TEXT}` : TONE_TEXT[voice.tone];
}
