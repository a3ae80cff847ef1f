import { beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_SESSION_KEY } from '@/lib/backend/session-keys';
import { openTestFileDatabase } from '../../support/local-database';
import { createLocalTestBackend, createTestQueryClient } from '../../support/render';
import { trackBackend, workInFlight, workSettled } from '../../support/work-in-flight';

/**
 * The check at the end of every component test (tests/support/setup-components.ts): what a test
 * started is waited for before the page is cleaned, and what never settles fails the test. The
 * two tests of the first block run in order: the first leaves a local sign-up on its way, the
 * second would find its session in its page if the first test's end had not waited for it.
 */
describe('work a test leaves running', () => {
  // The worker's database opened first: the sign-up below is then only the hash and the insert.
  beforeAll(openTestFileDatabase);

  it('a sign-up still hashing when the test ends is waited for', () => {
    const backend = trackBackend(createLocalTestBackend());
    void backend.auth.signUp({ email: 'late@example.com', password: 'late-password-1' });
    expect(workInFlight()).toContain('backend.auth.signUp');
  });

  it('so it lands before the storage is cleared, not in the next test', () => {
    expect(localStorage.getItem(LOCAL_SESSION_KEY)).toBeNull();
    expect(workInFlight()).toEqual([]);
  });
});

describe('the check', () => {
  it('names a query that never settles and fails', async () => {
    const client = createTestQueryClient();
    const fetching = client.fetchQuery({
      queryKey: ['never'],
      queryFn: () => new Promise<never>(() => {}),
    });
    await expect(workSettled({ within: 100 })).rejects.toThrow(
      /work in flight that had not settled 100 ms later: query \["never"\]/,
    );
    // Cancelled, so this test itself ends with nothing in flight.
    await client.cancelQueries({ queryKey: ['never'] });
    await expect(fetching).rejects.toThrow();
    expect(workInFlight()).toEqual([]);
  });

  it('names a mutation that never settles and fails', async () => {
    const client = createTestQueryClient();
    let finish!: () => void;
    void client
      .getMutationCache()
      .build(client, {
        mutationKey: ['save'],
        mutationFn: () => new Promise<void>((resolve) => (finish = resolve)),
      })
      .execute(undefined);
    await expect(workSettled({ within: 100 })).rejects.toThrow(/mutation \["save"\]/);
    finish();
    await workSettled();
  });

  it('names a backend call and a database transaction still running', async () => {
    const backend = trackBackend(createLocalTestBackend());
    const signingUp = backend.auth.signUp({ email: 'ada@example.com', password: 'analytical-1' });
    await expect(workSettled({ within: 1 })).rejects.toThrow(/backend\.auth\.signUp/);
    await signingUp;
    await workSettled();
  });
});
