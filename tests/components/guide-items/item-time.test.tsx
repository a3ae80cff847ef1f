import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { AppProviders } from '@/app/providers';
import { useGuideItemsQuery } from '@/lib/api/guide-items/guide-items-query';
import type { GuideItemsRef } from '@/lib/api/guide-items/keys';
import { useItemTimeMutation } from '@/lib/api/guide-items/item-time-mutation';
import { readTabItems } from '@/lib/api/guide-items/tab-store';
import { createLocalTestBackend, createTestQueryClient } from '../../support/render';

const ref: GuideItemsRef = { ideaId: null, kind: 'mvp', tabKey: 'mvp-time' };

beforeEach(() => sessionStorage.clear());

describe('adding time spent', () => {
  it("adds each timer's seconds to what is kept, for a step and a sub-step, and shows the sum at once", async () => {
    const backend = createLocalTestBackend();
    const queryClient = createTestQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <AppProviders backend={backend} queryClient={queryClient}>
        {children}
      </AppProviders>
    );
    const { result } = renderHook(
      () => ({ items: useGuideItemsQuery(ref), addTime: useItemTimeMutation() }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.items.data).toEqual([]));
    await act(async () => {
      await Promise.all([
        result.current.addTime.mutateAsync({ ref, key: 's1', seconds: 90 }),
        result.current.addTime.mutateAsync({ ref, key: 's1', seconds: 30 }),
      ]);
    });
    expect(result.current.items.data).toEqual([
      { key: 's1', title: null, minutes: null, done: false, secondsSpent: 120 },
    ]);
    expect(readTabItems('mvp-time')).toEqual(result.current.items.data);
  });
});
