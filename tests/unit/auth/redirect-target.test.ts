import { describe, expect, it } from 'vitest';
import { loginRedirectState } from '@/features/auth/model/login-redirect';
import { redirectTarget } from '@/features/auth/model/redirect-target';

describe('where a sign-in leads', () => {
  it('returns to the guarded page that asked in this page load', () => {
    expect(redirectTarget(loginRedirectState('/ideas?q=tea'))).toBe('/ideas?q=tea');
  });

  it('goes home when there is no such page, or it was remembered before a reload', () => {
    expect(redirectTarget(null)).toBe('/');
    expect(redirectTarget({ from: '/dashboard' })).toBe('/');
    expect(redirectTarget({ ...loginRedirectState('/dashboard'), pageLoad: 1 })).toBe('/');
  });

  it('never leaves the app, nor returns to a sign-in page', () => {
    expect(redirectTarget(loginRedirectState('//elsewhere.example'))).toBe('/');
    expect(redirectTarget(loginRedirectState('/\\elsewhere.example'))).toBe('/');
    expect(redirectTarget(loginRedirectState('/signup'))).toBe('/');
  });
});
