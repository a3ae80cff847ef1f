import type { IdeaStatus, StepKey, StepKind, StepStatus } from './vocabulary';

/**
 * The product's data shapes (docs/product.md §9), shared by the backend port, the AI client and the
 * features (docs/decisions/077-the-domain-in-one-module.md).
 */

/**
 * An idea broken down: what the AI returns, what the screens show and what an idea stores in
 * `structured_data`. The database keeps the stored key `audience` for `targetAudience`; the
 * adapters map it when they read and write a row, so nothing above them sees that spelling.
 */
export interface ClarifiedIdea {
  problem: string;
  targetAudience: string;
  uniqueValue: string;
  format: string;
  /** 3-4 items. */
  challenges: string[];
  /** Up to 5 short keywords; saved as the idea's tags, never inside `structured_data`. */
  tags?: string[];
  /**
   * The parts the AI left without substance, filled from the general pointers
   * (docs/decisions/094-general-guides-and-answers-with-substance.md); absent when every part is
   * the AI's. Kept with the idea, so the parts never read later as the AI's.
   */
  general?: ClarificationPart[];
}

/** The parts of a clarification, each the AI's or general. */
export const CLARIFICATION_PARTS = [
  'problem',
  'targetAudience',
  'uniqueValue',
  'format',
  'challenges',
] as const;
export type ClarificationPart = (typeof CLARIFICATION_PARTS)[number];

export type StepProgress = Partial<Record<StepKey, StepStatus>>;

/**
 * Who wrote a clarification or a guide: the AI, or the general pointers shown when it could not
 * answer (docs/product.md §10.5). A fallback is never shown later as if the AI had written it.
 */
export type ResultSource = 'ai' | 'fallback';

export interface Idea {
  id: string;
  user_id: string;
  idea_text: string;
  structured_data: ClarifiedIdea | null;
  /**
   * Who wrote `structured_data`; stored inside it as `source`
   * (docs/decisions/027-fallback-source-inside-the-stored-json.md).
   */
  clarification_source: ResultSource;
  status: IdeaStatus;
  /** The status a parked idea had, which 'Unpark' returns it to; null when not parked. */
  parked_from: IdeaStatus | null;
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
  /**
   * The AI's estimate in whole minutes, buffer included; absent in guides from before estimates.
   */
  minutes?: number;
}

export interface Guide {
  kind: StepKind;
  steps: GuideStep[];
  /** Tools, resources, methods, models or techniques, depending on `kind`. */
  extras: string[];
  /** Requested for the MVP guide only. */
  timeline?: string;
  /**
   * 'Start here': one concrete first action of 5-15 minutes, asked of the AI with the guide; absent
   * in guides stored before it was asked (see `startHereOf`, src/domain/start-here.ts).
   */
  startHere?: StartHere;
}

/** A guide's first small action: what to do and its estimate in whole minutes (5-15). */
export interface StartHere {
  title: string;
  minutes: number;
}

/**
 * One item inside a stored guide, kept one row each (docs/decisions/040-guide-items-one-row-each.md).
 * `key` names it: 's1' a step (its time spent; its tick is in `step_progress`), 's1.b2' a bullet
 * of step 1, 's1.3' a sub-step of step 1 and 's1.3.1' one of that sub-step (two levels at most).
 */
export interface GuideItem {
  key: string;
  /** A sub-step's text; null for a step or a bullet. */
  title: string | null;
  /** A sub-step's estimate in whole minutes, a buffer included; null when none. */
  minutes: number | null;
  done: boolean;
  secondsSpent: number;
}

/** A sub-step as a breakdown writes it (or Undo puts it back, with its tick and time). */
export interface NewSubStep {
  title: string;
  minutes: number | null;
  done?: boolean;
  secondsSpent?: number;
  /** Its own sub-steps, below a step only (two levels at most): what Undo puts back. */
  subSteps?: NewSubStep[];
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

export interface NewFeedback {
  rating: number;
  category: string;
  feedback_text: string;
  user_email: string | null;
  user_idea: string | null;
  session_id: string;
}

export interface UserStats {
  ideasClarified: number;
  guidesCompleted: number;
  feedbackGiven: number;
}

/** One idea's ratings in 'Which idea first?', each 1-5; a low effort is the better one. */
export interface TriageRatings {
  excitement: number;
  effort: number;
  energy: number;
  evidence: number;
}

export interface TriageEntry {
  ideaId: string;
  ratings: TriageRatings;
  /** One short line: the AI's reason, or empty when the person rated alone. */
  reason: string;
}

/** The last 'Which idea first?': the ideas compared, as rated, and when. */
export interface Triage {
  entries: TriageEntry[];
  madeAt: string;
}

/**
 * What the account keeps about its ideas as a whole (docs/decisions/042-parked-status-and-the-portfolio-row.md):
 * the idea pinned as 'Current focus', the last triage, and the ideas 'Not now' hid from the shelf
 * (idea id to the ISO time it may show again).
 */
export interface Portfolio {
  focusIdeaId: string | null;
  lastTriage: Triage | null;
  shelfHidden: Record<string, string>;
}

/** The person signed in, as both backends describe them. */
export interface AuthUser {
  id: string;
  email: string;
  user_metadata: { full_name?: string; avatar_url?: string };
  app_metadata: { provider?: string };
  email_confirmed_at: string | null;
  created_at: string;
  last_sign_in_at: string | null;
}

/**
 * What a reset-password link carries: the PKCE code the auth server gives back to the browser that
 * asked for the reset. Links bearing tokens are never accepted (docs/decisions/036-reset-links-carry-a-code.md).
 */
export interface RecoveryLink {
  code: string;
}
