import { afterEach, expect, it, vi } from 'vitest';

const IN_ANOTHER_TAB =
  'Clarity is already open in another tab of this browser. Close that tab, then reload this one.';

/** A tab of its own: the database module as a freshly loaded page sees it (same localStorage). */
async function openTab() {
  vi.resetModules();
  return import('@/lib/backend/local/database');
}

afterEach(() => localStorage.clear());

it('without Web Locks, a second tab refuses the database the first holds, and takes it once the first is gone', async () => {
  // jsdom has no navigator.locks: the browsers this fallback is for.
  expect('locks' in navigator).toBe(false);
  const first = await openTab();
  const second = await openTab();

  await first.claimForThisTab('idb://clarity-tabs');
  await expect(second.claimForThisTab('idb://clarity-tabs')).rejects.toThrow(IN_ANOTHER_TAB);
  // A retry in the first tab keeps it.
  await expect(first.claimForThisTab('idb://clarity-tabs')).resolves.toBeUndefined();

  // The first tab closes.
  dispatchEvent(new Event('pagehide'));
  await expect(second.claimForThisTab('idb://clarity-tabs')).resolves.toBeUndefined();
});

it('a tab that stopped without saying so (a crash) loses its claim within seconds', async () => {
  const now = Date.now();
  localStorage.setItem(
    'clarity-database:idb://clarity-stale',
    JSON.stringify({ id: 'a-crashed-tab', at: now - 1_000 }),
  );
  const tab = await openTab();
  await expect(tab.claimForThisTab('idb://clarity-stale')).rejects.toThrow(IN_ANOTHER_TAB);

  localStorage.setItem(
    'clarity-database:idb://clarity-stale',
    JSON.stringify({ id: 'a-crashed-tab', at: now - 10_000 }),
  );
  await expect(tab.claimForThisTab('idb://clarity-stale')).resolves.toBeUndefined();
});
