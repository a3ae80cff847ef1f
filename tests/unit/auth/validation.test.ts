import { describe, expect, it } from 'vitest';
import {
  authMessages,
  forgotPasswordSchema,
  loginSchema,
  newPasswordPairSchema,
  signupSchema,
} from '@/lib/validation/auth';
import { validateForm } from '@/lib/validation/form-errors';

describe('the account forms’ rules (docs/product.md §7.5)', () => {
  it('uses the words of docs/product.md §7.5 exactly', () => {
    expect(authMessages).toEqual({
      loginRequired: 'Email and password are required',
      signupRequired: 'All fields are required',
      emailRequired: 'Email is required',
      passwordsRequired: 'Both password fields are required',
      invalidEmail: 'Please enter a valid email address',
      passwordTooShort: 'Password must be at least 6 characters long',
      passwordsDoNotMatch: 'Passwords do not match',
    });
  });

  describe('sign in', () => {
    it('requires both fields', () => {
      expect(validateForm(loginSchema, { email: '', password: '' })).toEqual({
        success: false,
        errors: {
          email: 'Email and password are required',
          password: 'Email and password are required',
        },
      });
      expect(validateForm(loginSchema, { email: '   ', password: 'x' })).toEqual({
        success: false,
        errors: { email: 'Email and password are required' },
      });
    });

    it.each([
      'ada',
      'ada@',
      'ada@example',
      '@example.com',
      'ada lovelace@example.com',
      'ada@exa mple.com',
    ])('refuses %s as an e-mail address', (email) => {
      expect(validateForm(loginSchema, { email, password: 'whatever' })).toEqual({
        success: false,
        errors: { email: 'Please enter a valid email address' },
      });
    });

    it('trims the address and keeps the password exactly as typed', () => {
      expect(
        validateForm(loginSchema, { email: '  ada@example.com ', password: ' pass ' }),
      ).toEqual({
        success: true,
        data: { email: 'ada@example.com', password: ' pass ' },
      });
    });

    it('does not apply the new-password length rule to an existing password', () => {
      expect(validateForm(loginSchema, { email: 'ada@example.com', password: '123' }).success).toBe(
        true,
      );
    });
  });

  describe('sign up', () => {
    it('says every empty field is required', () => {
      expect(validateForm(signupSchema, { email: '', password: '', confirmPassword: '' })).toEqual({
        success: false,
        errors: {
          email: 'All fields are required',
          password: 'All fields are required',
          confirmPassword: 'All fields are required',
        },
      });
    });

    it('shows every other problem at once, one per field', () => {
      expect(
        validateForm(signupSchema, { email: 'nope', password: '12345', confirmPassword: '123456' }),
      ).toEqual({
        success: false,
        errors: {
          email: 'Please enter a valid email address',
          password: 'Password must be at least 6 characters long',
          confirmPassword: 'Passwords do not match',
        },
      });
    });

    it('accepts six characters and a matching confirmation', () => {
      expect(
        validateForm(signupSchema, {
          email: 'ada@example.com',
          password: '123456',
          confirmPassword: '123456',
        }),
      ).toEqual({
        success: true,
        data: { email: 'ada@example.com', password: '123456', confirmPassword: '123456' },
      });
    });
  });

  describe('forgot password', () => {
    it('requires and checks the address', () => {
      expect(validateForm(forgotPasswordSchema, { email: '' })).toEqual({
        success: false,
        errors: { email: 'Email is required' },
      });
      expect(validateForm(forgotPasswordSchema, { email: 'ada@' })).toEqual({
        success: false,
        errors: { email: 'Please enter a valid email address' },
      });
    });
  });

  describe('a new password typed twice (reset, change)', () => {
    it('requires both fields', () => {
      expect(validateForm(newPasswordPairSchema, { password: '', confirmPassword: '' })).toEqual({
        success: false,
        errors: {
          password: 'Both password fields are required',
          confirmPassword: 'Both password fields are required',
        },
      });
    });

    it('checks the length and the match', () => {
      expect(
        validateForm(newPasswordPairSchema, { password: 'abc', confirmPassword: 'abd' }),
      ).toEqual({
        success: false,
        errors: {
          password: 'Password must be at least 6 characters long',
          confirmPassword: 'Passwords do not match',
        },
      });
      expect(
        validateForm(newPasswordPairSchema, { password: 'abcdef', confirmPassword: 'abcdef' })
          .success,
      ).toBe(true);
    });
  });
});
