import { describe, expect, it } from 'vitest';
import { hashPassword, PBKDF2_ITERATIONS, verifyPassword } from '@/lib/backend/local/password-hash';

describe('local password hashing', () => {
  it('stores a self-describing PBKDF2 hash that verifies the password and nothing else', async () => {
    const stored = await hashPassword('correct horse battery staple');
    expect(stored).toMatch(
      new RegExp(
        `^pbkdf2-sha256\\$${PBKDF2_ITERATIONS}\\$[A-Za-z0-9+/=]{24}\\$[A-Za-z0-9+/=]{44}$`,
      ),
    );
    expect(stored).not.toContain('correct horse');
    await expect(verifyPassword('correct horse battery staple', stored)).resolves.toBe(true);
    await expect(verifyPassword('correct horse battery stapl', stored)).resolves.toBe(false);
    await expect(verifyPassword('', stored)).resolves.toBe(false);
  });

  it('salts every hash, so two accounts with one password do not share a hash', async () => {
    const [first, second] = await Promise.all([
      hashPassword('same-password'),
      hashPassword('same-password'),
    ]);
    expect(first).not.toBe(second);
    expect(first.split('$')[2]).not.toBe(second.split('$')[2]);
  });

  it('verifies hashes made with another iteration count, read from the stored value', async () => {
    const older = await hashPassword('secret1', 1_000);
    expect(older.startsWith('pbkdf2-sha256$1000$')).toBe(true);
    await expect(verifyPassword('secret1', older)).resolves.toBe(true);
  });

  it.each([
    ['an empty value', ''],
    ['another algorithm', 'bcrypt$10$abc$def'],
    ['a broken iteration count', 'pbkdf2-sha256$many$c2FsdA==$aGFzaA=='],
    ['a missing hash', 'pbkdf2-sha256$1000$c2FsdA=='],
    ['invalid base64', 'pbkdf2-sha256$1000$***$***'],
    ['extra parts', 'pbkdf2-sha256$1000$c2FsdA==$aGFzaA==$more'],
  ])('never matches %s', async (_name, stored) => {
    await expect(verifyPassword('anything', stored)).resolves.toBe(false);
  });

  it('takes a noticeable time per guess (the point of the iteration count)', async () => {
    const stored = await hashPassword('timing-check');
    const started = performance.now();
    await verifyPassword('wrong guess', stored);
    // Far below this would mean the iteration count was lost; the figure measured is about 0.2 s.
    expect(performance.now() - started).toBeGreaterThan(20);
  });
});
