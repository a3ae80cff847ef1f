import { describe, expect, it } from 'vitest';
import { QUERY_GC_TIME_MS, QUERY_RETRIES } from '@/config/constants';
import { BackendError } from '@/domain/errors';
import {
  createQueryClient,
  queryRetryDelay,
  shouldRetryQuery,
  type MutationErrorMessage,
} from '@/lib/query-client';

describe('the data cache (docs/product.md §9.7)', () => {
  it('waits 1 s, 2 s, 4 s … between retries, never more than 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(queryRetryDelay)).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000,
    ]);
  });

  it('retries a failed read 3 times', () => {
    const networkError = new TypeError('Failed to fetch');
    expect([0, 1, 2, 3].map((count) => shouldRetryQuery(count, networkError))).toEqual([
      true,
      true,
      true,
      false,
    ]);
    expect(QUERY_RETRIES).toBe(3);
  });

  it('does not retry what the server refused on its merits, like a missing or forbidden row', () => {
    expect(shouldRetryQuery(0, new BackendError('Not allowed', '42501', 403))).toBe(false);
    expect(shouldRetryQuery(0, new BackendError('Server error', undefined, 503))).toBe(true);
  });

  it('forgets unused data after 5 minutes', () => {
    const client = createQueryClient(() => undefined);
    expect(client.getDefaultOptions().queries?.gcTime).toBe(5 * 60 * 1_000);
    expect(QUERY_GC_TIME_MS).toBe(300_000);
  });
});

describe('failed writes are said one way (docs/decisions/063-errors-shown-one-way.md)', () => {
  const run = async (meta?: { errorMessage?: MutationErrorMessage }, variables: unknown = 7) => {
    const said: string[] = [];
    const client = createQueryClient((message) => said.push(message));
    const mutation = client.getMutationCache().build(client, {
      mutationFn: () => Promise.reject(new Error('refused')),
      ...(meta ? { meta } : {}),
    });
    await mutation.execute(variables).catch(() => undefined);
    return said;
  };

  it("says a mutation's message when it fails", async () => {
    expect(await run({ errorMessage: 'That could not be saved.' })).toEqual([
      'That could not be saved.',
    ]);
  });

  it('works the message out from the error and the variables, or says nothing with null', async () => {
    expect(
      await run({ errorMessage: (error, variables) => `${error.message} ${String(variables)}` }),
    ).toEqual(['refused 7']);
    expect(await run({ errorMessage: () => null })).toEqual([]);
    expect(await run({ errorMessage: null })).toEqual([]);
  });

  it('says nothing for a mutation whose caller shows its own errors', async () => {
    expect(await run()).toEqual([]);
  });
});
