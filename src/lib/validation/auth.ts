// zod/mini: the same validator in its tree-shakable form; these schemas ship with every auth screen.
import * as z from 'zod/mini';
import { PASSWORD_MIN_LENGTH } from '@/config/constants';

/**
 * The account forms' rules (docs/product.md §7.5), shared by sign-in, sign-up, forgot-password,
 * reset-password and the dashboard's change-password. The messages are the ones it lists, exactly.
 */
export const authMessages = {
  loginRequired: 'Email and password are required',
  signupRequired: 'All fields are required',
  emailRequired: 'Email is required',
  passwordsRequired: 'Both password fields are required',
  invalidEmail: 'Please enter a valid email address',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`,
  passwordsDoNotMatch: 'Passwords do not match',
} as const;

/** A simple address pattern: something@something.something, no spaces (docs/product.md §7.5). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** An e-mail address, trimmed (a pasted address often carries a space), then required and checked. */
const emailSchema = (requiredMessage: string) =>
  z.string().check(
    z.trim(),
    z.minLength(1, requiredMessage),
    z.refine((value) => value.length === 0 || EMAIL_PATTERN.test(value), authMessages.invalidEmail),
  );

/** A password being typed to sign in: only required. Never trimmed: spaces may be part of it. */
const currentPasswordSchema = (requiredMessage: string) =>
  z.string().check(z.minLength(1, requiredMessage));

/** A password being chosen: required, then at least PASSWORD_MIN_LENGTH characters. */
const newPasswordSchema = (requiredMessage: string) =>
  z.string().check(
    z.minLength(1, requiredMessage),
    z.refine(
      (value) => value.length === 0 || value.length >= PASSWORD_MIN_LENGTH,
      authMessages.passwordTooShort,
    ),
  );

interface PasswordPair {
  password: string;
  confirmPassword: string;
}

const hasPasswordPair = (value: unknown): value is PasswordPair =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Partial<PasswordPair>).password === 'string' &&
  typeof (value as Partial<PasswordPair>).confirmPassword === 'string';

/**
 * "Passwords do not match", next to the confirmation. It is checked even while another field is
 * still wrong, so that every problem shows at once; an empty confirmation only says it is required.
 */
const passwordsMatch = z.refine<PasswordPair>(
  (value) => value.confirmPassword.length === 0 || value.password === value.confirmPassword,
  {
    message: authMessages.passwordsDoNotMatch,
    path: ['confirmPassword'],
    when: (payload) => hasPasswordPair(payload.value),
  },
);

export const loginSchema = z.object({
  email: emailSchema(authMessages.loginRequired),
  password: currentPasswordSchema(authMessages.loginRequired),
});

export const signupSchema = z
  .object({
    email: emailSchema(authMessages.signupRequired),
    password: newPasswordSchema(authMessages.signupRequired),
    confirmPassword: z.string().check(z.minLength(1, authMessages.signupRequired)),
  })
  .check(passwordsMatch);

export const forgotPasswordSchema = z.object({
  email: emailSchema(authMessages.emailRequired),
});

/** Reset password, and the dashboard's change password: a new password typed twice. */
export const newPasswordPairSchema = z
  .object({
    password: newPasswordSchema(authMessages.passwordsRequired),
    confirmPassword: z.string().check(z.minLength(1, authMessages.passwordsRequired)),
  })
  .check(passwordsMatch);

/** Change Password while signed in: the current password too (docs/product.md §8.3). */
export const passwordChangeSchema = z
  .object({
    currentPassword: currentPasswordSchema('Enter your current password'),
    password: newPasswordSchema(authMessages.passwordsRequired),
    confirmPassword: z.string().check(z.minLength(1, authMessages.passwordsRequired)),
  })
  .check(passwordsMatch);
export type PasswordChangeValues = z.infer<typeof passwordChangeSchema>;
