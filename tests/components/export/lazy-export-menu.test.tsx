import { act, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyExportMenu } from '@/components/export/lazy-export-menu';
import type { ExportSource } from '@/lib/export/document';
import { renderWithProviders } from '../../support/render';

const source: ExportSource = {
  ideaId: null,
  ideaText: 'A tool library for my street',
  clarification: null,
  step: null,
  guide: null,
  progress: {},
};

/** The browser's own word on the network, as `navigator.onLine` and its `online` event say it. */
function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  if (online) act(() => void window.dispatchEvent(new Event('online')));
}

/**
 * The menu's code as the network serves it: a failed fetch, as a dynamic import fails offline,
 * until `reachable` is set; then the real module.
 */
function chunk() {
  const state = { reachable: false };
  const load = vi.fn(async () => {
    if (!state.reachable)
      throw new TypeError('Failed to fetch dynamically imported module: /assets/export-menu.js');
    return import('@/components/export/export-menu');
  });
  return { state, load };
}

afterEach(() => vi.restoreAllMocks());

describe('the Export menu loaded on demand', () => {
  it('stays out of the way while its code cannot be fetched, and appears once the browser is online again', async () => {
    setOnline(false);
    const { state, load } = chunk();
    const Menu = lazyExportMenu(load);
    renderWithProviders(
      <Suspense fallback={null}>
        <p>The walkthrough</p>
        <Menu source={source} />
      </Suspense>,
    );
    await vi.waitFor(() => expect(load).toHaveBeenCalled());
    expect(await screen.findByText('The walkthrough')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export' })).not.toBeInTheDocument();

    // Back online but the file is still out of reach: nothing breaks, and it is asked again later.
    setOnline(true);
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    expect(screen.queryByRole('button', { name: 'Export' })).not.toBeInTheDocument();
    expect(screen.getByText('The walkthrough')).toBeInTheDocument();

    state.reachable = true;
    setOnline(true);
    expect(await screen.findByRole('button', { name: 'Export' })).toBeInTheDocument();
    expect(screen.getByText('The walkthrough')).toBeInTheDocument();
  });

  it('shows at once when its code loads', async () => {
    const { state, load } = chunk();
    state.reachable = true;
    const Menu = lazyExportMenu(load);
    renderWithProviders(
      <Suspense fallback={null}>
        <Menu source={source} />
      </Suspense>,
    );
    expect(await screen.findByRole('button', { name: 'Export' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
