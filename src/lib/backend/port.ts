import type { BackendMode } from '@/config/env';
import type { IdeaStatus, StepKind } from '@/config/constants';
import type { ClarifiedIdea, Feedback, Guide, Idea, StepProgress, UserStats } from '@/lib/domain';

/**
 * The `Backend` port (docs/decisions/001-two-backends-one-port.md). Features talk to this and
 * nothing else; the Supabase adapter and the local (PGlite) adapter implement it. Every method is
 * async and throws a `BackendError` with a message fit to show; nothing returns `{ data, error }`
 * to a component.
 */

export interface AuthUser {
  id: string;
  email: string;
  user_metadata: { full_name?: string; avatar_url?: string };
  app_metadata: { provider?: string };
  email_confirmed_at: string | null;
  created_at: string;
  last_sign_in_at: string | null;
}

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

/** What a reset-password link carries: a PKCE code, or a token pair (query or hash). */
export type RecoveryLink =
  { kind: 'code'; code: string } | { kind: 'tokens'; accessToken: string; refreshToken: string };

interface SignUpResult {
  /** Null when the backend waits for the e-mail to be confirmed. */
  session: AuthSession | null;
}

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
  updatePassword(newPassword: string): Promise<void>;
  updateProfile(profile: { fullName: string }): Promise<AuthUser>;
  signOut(): Promise<void>;
}

export interface NewIdea {
  idea_text: string;
  structured_data: ClarifiedIdea | null;
  status?: IdeaStatus;
  tags?: string[];
}

export interface IdeaPatch {
  step_progress?: StepProgress;
  selected_next_step?: StepKind | null;
  status?: IdeaStatus;
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
  /** The caller's ideas, newest first. */
  list(filters?: IdeaFilters): Promise<Idea[]>;
  remove(id: string): Promise<void>;
  count(filters?: Pick<IdeaFilters, 'search' | 'status' | 'tags'>): Promise<number>;
  /** Deletes every idea (and so every guide) of the caller. */
  removeAll(): Promise<void>;
}

export interface GuidesPort {
  get(ideaId: string, kind: StepKind): Promise<Guide | null>;
  save(ideaId: string, guide: Guide): Promise<void>;
}

export interface NewFeedback {
  rating: number;
  category: string;
  feedback_text: string;
  user_email: string | null;
  user_idea: string | null;
  session_id: string;
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
  /** Present when the adapter's code loads on first use (see `createBackend`). */
  lazy?: LazyLoading;
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

/** An error whose message is fit to show to a person. `code` keeps the backend's own code. */
export class BackendError extends Error {
  override name = 'BackendError';
  constructor(
    message: string,
    readonly code?: string,
    readonly status?: number,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}
