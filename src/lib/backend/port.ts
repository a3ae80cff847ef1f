import type { BackendMode } from '@/config/env';
import type { IdeaStatus, StepKind } from '@/domain/vocabulary';
import type { StepProgressChange } from '@/domain/step-progress';
import type {
  AuthUser,
  ClarifiedIdea,
  Feedback,
  Guide,
  GuideItem,
  Idea,
  NewFeedback,
  NewSubStep,
  Portfolio,
  RecoveryLink,
  ResultSource,
  UserStats,
} from '@/domain/model';

/**
 * The `Backend` port (docs/decisions/001-two-backends-one-port.md). Features talk to this and
 * nothing else; the Supabase adapter and the local (PGlite) adapter implement it. Every method is
 * async and throws a `BackendError` with a message fit to show; nothing returns `{ data, error }`
 * to a component.
 */

export interface AuthSession {
  user: AuthUser;
  access_token: string;
  refresh_token: string;
  /** Seconds since the epoch. */
  expires_at: number;
}

export type AuthEvent =
  | 'INITIAL_SESSION'
  | 'SIGNED_IN'
  | 'SIGNED_OUT'
  | 'TOKEN_REFRESHED'
  | 'USER_UPDATED'
  | 'PASSWORD_RECOVERY';

export type Unsubscribe = () => void;

export interface Credentials {
  email: string;
  password: string;
}

interface SignUpResult {
  /** Null when the backend waits for the e-mail to be confirmed. */
  session: AuthSession | null;
}

export interface PasswordChange {
  currentPassword: string | null;
  newPassword: string;
}

/** Both backends' answer to Change Password with a wrong current password. */
export const WRONG_CURRENT_PASSWORD = 'Your current password is not correct.';

export interface AuthPort {
  getSession(): Promise<AuthSession | null>;
  getUser(): Promise<AuthUser | null>;
  onAuthStateChange(
    listener: (event: AuthEvent, session: AuthSession | null) => void,
  ): Promise<Unsubscribe>;
  signUp(credentials: Credentials): Promise<SignUpResult>;
  signInWithPassword(credentials: Credentials): Promise<AuthSession>;
  /** Redirects away to the provider; returns to /dashboard. */
  signInWithGoogle(): Promise<void>;
  resetPasswordForEmail(email: string): Promise<void>;
  /** Turns a reset link into a session so that `updatePassword` can run. */
  openRecoveryLink(link: RecoveryLink): Promise<AuthSession>;
  /** Sets the password of a recovery session (a reset link), where no current password is known. */
  updatePassword(newPassword: string): Promise<void>;
  /**
   * Change Password while signed in: the current password proves the person at the keyboard owns
   * the account, so a session left open (or stolen) cannot lock its owner out. A wrong one is
   * refused with `WRONG_CURRENT_PASSWORD`. `currentPassword` is null only for an account that has
   * none (signed up with Google); the auth server then asks for a recent sign-in instead.
   */
  changePassword(change: PasswordChange): Promise<void>;
  /**
   * Delete my account: the account and, with it, every idea, guide, tick and piece of feedback of
   * the person, then the session ends. Asks for the current password as `changePassword` does
   * (null for an account without one).
   */
  deleteAccount(currentPassword: string | null): Promise<void>;
  updateProfile(profile: { fullName: string }): Promise<AuthUser>;
  signOut(): Promise<void>;
}

export interface NewIdea {
  idea_text: string;
  structured_data: ClarifiedIdea | null;
  /** Who wrote `structured_data`; the AI unless said otherwise. */
  clarification_source?: ResultSource;
  status?: IdeaStatus;
  tags?: string[];
}

/**
 * What an update may change. Never the step progress map: ticks are written one change at a time
 * (`setStepProgress`) and choosing a step goes through `chooseStep`, so no write replaces the map a
 * tick in another tab just changed (docs/decisions/062-no-whole-map-writes-of-step-progress.md).
 */
export interface IdeaPatch {
  selected_next_step?: StepKind | null;
  status?: IdeaStatus;
  /** A new clarification replaces the stored one whole, with who wrote it and its tags. */
  clarification?: { structured_data: ClarifiedIdea; source: ResultSource; tags: string[] };
}

export interface IdeaFilters {
  /** Case-insensitive substring of `idea_text`; matched literally, wildcards included. */
  search?: string;
  status?: IdeaStatus;
  /** Ideas whose tags contain all of these. */
  tags?: string[];
  limit?: number;
  offset?: number;
}

export interface IdeasPort {
  create(idea: NewIdea): Promise<Idea>;
  /** Null when the idea does not exist or is not the caller's. */
  get(id: string): Promise<Idea | null>;
  update(id: string, patch: IdeaPatch): Promise<Idea>;
  /**
   * Applies one progress change atomically and answers the idea as stored, its status recomputed
   * (docs/decisions/029-idea-status-follows-its-guide.md).
   */
  setStepProgress(id: string, change: StepProgressChange): Promise<Idea>;
  /**
   * Chooses the idea's next step in one atomic write: the same step again keeps the ticks the
   * database holds, another step starts afresh with step 1 in progress (docs/product.md §5.5).
   * Answers the idea as stored, in progress (or completed, when every step it shows is ticked).
   */
  chooseStep(id: string, step: StepKind): Promise<Idea>;
  /** The caller's ideas, newest first. */
  list(filters?: IdeaFilters): Promise<Idea[]>;
  remove(id: string): Promise<void>;
  count(filters?: Pick<IdeaFilters, 'search' | 'status' | 'tags'>): Promise<number>;
  /** Deletes every idea (and so every guide) of the caller. */
  removeAll(): Promise<void>;
  /**
   * Parked and in-progress ideas last changed at or before `before` (an ISO time), most recently
   * changed first, at most `limit`: what 'From your shelf' chooses from.
   */
  listUntouched(query: { before: string; limit: number }): Promise<Idea[]>;
}

export interface GuidesPort {
  get(ideaId: string, kind: StepKind): Promise<Guide | null>;
  save(ideaId: string, guide: Guide): Promise<void>;
  /**
   * The stored guide's items (sub-steps, ticked bullets, time spent), in key order; none when the
   * guide is not stored. Each write below changes one item in one statement, so two tabs keep each
   * other's writes (docs/decisions/040-guide-items-one-row-each.md); each throws 'This idea no
   * longer exists.' when the caller has no such stored guide (or no such sub-step).
   */
  items(ideaId: string, kind: StepKind): Promise<GuideItem[]>;
  /** Ticks or unticks one bullet ('s1.b2') or sub-step ('s1.3'); answers the item as stored. */
  setItemDone(ideaId: string, kind: StepKind, key: string, done: boolean): Promise<GuideItem>;
  /** Adds seconds (1 to 86,400) to a step's or sub-step's time spent; answers the item as stored. */
  addItemTime(ideaId: string, kind: StepKind, key: string, seconds: number): Promise<GuideItem>;
  /**
   * Replaces the sub-steps of a step ('s1') or sub-step ('s1.2') — and theirs — with these, keyed
   * parent.1, parent.2, … in order (with their own `subSteps` below a step), in one write.
   */
  replaceSubSteps(
    ideaId: string,
    kind: StepKind,
    parentKey: string,
    subSteps: NewSubStep[],
  ): Promise<void>;
}

export interface FeedbackPort {
  /** One feedback row, sent as the caller; refused past the hourly limits (docs/decisions/033). */
  submit(feedback: NewFeedback): Promise<Feedback>;
}

export interface PrivacyPort {
  /**
   * 'Delete all my data': every idea (with its guides and progress) and every piece of feedback
   * of the caller, in one transaction: all of it goes, or nothing does.
   */
  deleteAllMyData(): Promise<void>;
  /**
   * 'Download all my data': every idea (with its progress), guide and piece of feedback of the
   * caller, as the JSON of one file with a version field (docs/decisions/045-account-data-as-parts.md).
   */
  exportAllMyData(): Promise<string>;
  /**
   * 'Import data', local mode only (absent in Supabase mode): reads a file that
   * `exportAllMyData` wrote into the caller's account, skipping the ideas it already has. A wrong
   * or damaged file is refused with a message saying so; the import is one transaction, so a
   * failure adds nothing.
   */
  importMyData?(fileText: string): Promise<ImportResult>;
}

export interface ImportResult {
  imported: number;
  skipped: number;
}

/** What `save` writes whole; the shelf's map is written one key at a time by `hideFromShelf`. */
export type PortfolioPatch = Partial<Pick<Portfolio, 'focusIdeaId' | 'lastTriage'>>;

export interface PortfolioPort {
  /** The caller's portfolio; an empty one when nothing was saved yet. */
  get(): Promise<Portfolio>;
  /** Saves the fields given (the others stay) and answers the portfolio as stored. */
  save(patch: PortfolioPatch): Promise<Portfolio>;
  /**
   * 'Not now': hides one idea from the shelf until `until` (an ISO date), one key written
   * atomically, so another tab's hides are kept. Answers the portfolio as stored.
   */
  hideFromShelf(ideaId: string, until: string): Promise<Portfolio>;
}

export interface StatsPort {
  forCurrentUser(): Promise<UserStats>;
}

export interface Backend {
  mode: BackendMode;
  auth: AuthPort;
  ideas: IdeasPort;
  guides: GuidesPort;
  feedback: FeedbackPort;
  privacy: PrivacyPort;
  stats: StatsPort;
  portfolio: PortfolioPort;
  /** Present when the adapter's code loads on first use (see `createBackend`). */
  lazy?: LazyLoading;
  /**
   * Starts ahead of time what the first call would start (local mode: the embedded database), so
   * that call does not wait for it. Never rejects and never reports trouble: when it fails, the
   * first call starts it again and says what went wrong, as without it
   * (docs/decisions/056-local-database-warm-up.md). Absent where there is nothing to warm.
   */
  warmUp?: () => Promise<void>;
}

/**
 * Lets the session provider leave a backend's code unloaded for someone who cannot be signed in:
 * a first-time visitor then never downloads the adapter (supabase-js, or local mode's modules)
 * before the page is on screen.
 */
export interface LazyLoading {
  /** False only when this device stores no session and the URL brings none: then nobody is signed in. */
  mayHaveSession(): boolean;
  /**
   * Calls `listener` once, as soon as the adapter has loaded (because some screen used the backend,
   * say to sign in) or another tab stores a session; at once when the adapter is already loaded.
   */
  onReady(listener: () => void): Unsubscribe;
}
