import { RESET_LINK_VALIDITY_HOURS } from '@/config/constants';

/**
 * The account screens' fixed texts. Those quoted in docs/product.md §7 and §11 are its words,
 * exactly.
 */
export const authCopy = {
  unexpected: 'An unexpected error occurred. Please try again.',
  googleSignInFailed: 'Failed to sign in with Google. Please try again.',
  googleSignUpFailed: 'Failed to sign up with Google. Please try again.',
  signupCheckEmail: 'Account created successfully! Please check your email to verify your account.',
  signupSignedInLocal: "Account created! You're signed in on this device.",
  signupSignedIn: "Account created! You're signed in.",
  invalidResetLink: 'Invalid or expired reset link. Please request a new password reset.',
  checkYourEmail: 'Check Your Email',
  passwordUpdated: 'Password Updated',
  resetNotes: [
    "Check your spam or junk folder if it isn't in your inbox within a few minutes.",
    `The link expires in ${RESET_LINK_VALIDITY_HOURS} hour${RESET_LINK_VALIDITY_HOURS === 1 ? '' : 's'}.`,
    'You can request a new link at any time; only the newest one works.',
  ],
} as const;
