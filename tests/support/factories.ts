import type { NewIdea } from '@/lib/backend/port';
import type { NewFeedback } from '@/domain/model';
import type { ClarifiedIdea, Feedback, Guide, Idea } from '@/domain/model';

/**
 * Test data that reads like the product's: every field has a realistic default and a test states
 * only what matters to it, e.g. `makeIdea({ status: 'in_progress' })`.
 */

let sequence = 0;
const next = () => (sequence += 1);
const uuid = () => crypto.randomUUID();

export const makeStructuredData = (overrides: Partial<ClarifiedIdea> = {}): ClarifiedIdea => ({
  problem: 'Students cram the night before exams because revision material takes too long to make.',
  targetAudience: 'University students who struggle to plan their study time.',
  uniqueValue: 'Daily quizzes generated from their own lecture notes.',
  format: 'Mobile app with a five-minute daily quiz.',
  challenges: [
    'Generating good questions',
    'Keeping the habit going',
    'Competing with free flashcard apps',
  ],
  ...overrides,
});

export const makeNewIdea = (overrides: Partial<NewIdea> = {}): NewIdea => ({
  idea_text: `An app that turns lecture notes into daily quizzes (#${next()})`,
  structured_data: makeStructuredData(),
  status: 'clarified',
  tags: ['education', 'students'],
  ...overrides,
});

export const makeIdea = (overrides: Partial<Idea> = {}): Idea => {
  const createdAt = new Date(Date.UTC(2025, 0, 1, 9, 0, next())).toISOString();
  return {
    id: uuid(),
    user_id: uuid(),
    idea_text: 'An app that turns lecture notes into daily quizzes so revision happens every day.',
    structured_data: makeStructuredData(),
    clarification_source: 'ai',
    status: 'clarified',
    parked_from: null,
    tags: ['education', 'students'],
    selected_next_step: null,
    step_progress: {},
    created_at: createdAt,
    updated_at: createdAt,
    ...overrides,
  };
};

export const makeGuide = (overrides: Partial<Guide> = {}): Guide => ({
  kind: 'mvp',
  steps: [
    {
      title: 'Define the core feature',
      description: 'Pick the one thing it must do.',
      content: ['List features', 'Keep one'],
    },
    { title: 'Sketch the flow', description: 'Draw the screens.', content: ['Paper first'] },
    { title: 'Build it', description: 'A week, no more.', content: ['No-code is fine'] },
    { title: 'Test with five people', description: 'Watch them use it.', content: ['Take notes'] },
  ],
  extras: ['Figma', 'Glide'],
  timeline: 'Four weeks',
  ...overrides,
});

export const makeNewFeedback = (overrides: Partial<NewFeedback> = {}): NewFeedback => ({
  rating: 5,
  category: 'General Feedback',
  feedback_text: 'Loved how it untangled my idea.',
  user_email: null,
  user_idea: 'An app that turns lecture notes into daily quizzes',
  session_id: `session-${next()}`,
  ...overrides,
});

export const makeFeedback = (overrides: Partial<Feedback> = {}): Feedback => ({
  id: uuid(),
  user_id: null,
  ...makeNewFeedback(),
  created_at: new Date(Date.UTC(2025, 0, 1, 9, 0, next())).toISOString(),
  ...overrides,
});
