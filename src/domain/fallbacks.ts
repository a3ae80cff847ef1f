import type { StepKind } from './vocabulary';
import type { ClarifiedIdea, Guide } from './model';

/**
 * The fallbacks of docs/product.md §10.5, used when the AI fails, answers nothing, or answers
 * something that cannot be repaired. The flow always continues with them.
 */

/** Generic challenges, also the padding when the AI names fewer than 3. */
export const FALLBACK_CHALLENGES: readonly string[] = [
  'Defining the problem and the audience clearly enough to focus on',
  'Validating that people really want this before building too much',
  'Building the right features first, and leaving the rest for later',
  'Reaching your first users and getting their honest feedback',
];

export const clarificationFallback = (): ClarifiedIdea => ({
  problem: 'Your idea addresses a real need that deserves a clear, simple solution.',
  targetAudience: 'People who face this problem often and want an easier way to deal with it.',
  uniqueValue: 'A focused, approachable take on the problem, shaped by your own perspective.',
  format: 'Start small: a simple prototype, a landing page or a short test with real people.',
  challenges: [...FALLBACK_CHALLENGES],
});

/** A search engine, a discussion forum site and a chat community platform. */
const FALLBACK_GUIDE_TOOLS: readonly string[] = ['Google', 'Reddit', 'Discord'];

export const guideFallback = (kind: StepKind): Guide => ({
  kind,
  steps: [
    {
      title: 'Getting Started',
      description:
        "We're having trouble connecting to our AI right now... In the meantime, here are a few simple ways to move your idea forward.",
      content: [
        'Write your idea down in one sentence: who it helps and how.',
        'Search for similar products and note what people like and dislike about them.',
        'Ask in an online forum or community where your audience spends time.',
        'Talk to three people who have the problem and listen to how they describe it.',
      ],
      // Four short actions, one of them a conversation, with room to spare.
      minutes: 90,
    },
  ],
  extras: [...FALLBACK_GUIDE_TOOLS],
  // Honest without an AI: a first action any idea has, and five minutes is enough for it.
  startHere: { title: 'Write down, in one sentence, what you want this idea to do', minutes: 5 },
});
