import type { IdeaStatus, StepKey, StepKind, StepStatus } from '@/config/constants';

/**
 * The product's data shapes (spec §3), shared by the backend port, the AI client and the features.
 * They live in `lib` because `lib` may not import a feature.
 */

/** What the AI returns and the screens show (spec §3 "Clarified idea"). */
export interface ClarifiedIdea {
  problem: string;
  targetAudience: string;
  uniqueValue: string;
  format: string;
  /** 3-4 items. */
  challenges: string[];
  /** Up to 5 short keywords; saved as the idea's tags. */
  tags?: string[];
}

/** How a clarification is stored in `ideas.structured_data` (spec §3: `audience`, not `targetAudience`). */
export interface StructuredData {
  problem: string;
  audience: string;
  uniqueValue: string;
  format: string;
  challenges: string[];
}

export type StepProgress = Partial<Record<StepKey, StepStatus>>;

export interface Idea {
  id: string;
  user_id: string;
  idea_text: string;
  structured_data: StructuredData | null;
  status: IdeaStatus;
  tags: string[];
  selected_next_step: StepKind | null;
  step_progress: StepProgress;
  created_at: string;
  updated_at: string;
}

export interface GuideStep {
  title: string;
  description: string;
  /** Bullet points. */
  content: string[];
}

export interface Guide {
  kind: StepKind;
  steps: GuideStep[];
  /** Tools, resources, methods, models or techniques, depending on `kind`. */
  extras: string[];
  /** Requested for the MVP guide only. */
  timeline?: string;
}

export interface Feedback {
  id: string;
  user_id: string | null;
  rating: number;
  category: string;
  feedback_text: string;
  user_email: string | null;
  user_idea: string | null;
  session_id: string;
  created_at: string;
}

export interface FeedbackStats {
  total: number;
  averageRating: number;
  categoryBreakdown: Record<string, number>;
  ratingBreakdown: Record<string, number>;
}

export interface UserStats {
  ideasClarified: number;
  guidesCompleted: number;
  feedbackGiven: number;
}

export const toStructuredData = (clarified: ClarifiedIdea): StructuredData => ({
  problem: clarified.problem,
  audience: clarified.targetAudience,
  uniqueValue: clarified.uniqueValue,
  format: clarified.format,
  challenges: clarified.challenges,
});

export const fromStructuredData = (data: StructuredData): ClarifiedIdea => ({
  problem: data.problem,
  targetAudience: data.audience,
  uniqueValue: data.uniqueValue,
  format: data.format,
  challenges: data.challenges,
});
