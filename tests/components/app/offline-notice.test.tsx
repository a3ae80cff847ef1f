import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OfflineNotice } from '@/app/layout/offline-notice';

const setConnection = (online: boolean) => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
};

describe('the offline notice', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('says so while the connection is gone, and goes once it is back', () => {
    render(<OfflineNotice />);
    const status = screen.getByRole('status');
    expect(status).toBeEmptyDOMElement();

    setConnection(false);
    expect(status).toHaveTextContent(
      "You're offline. Nothing you typed or ticked is lost; the AI needs a connection and works again once you reconnect.",
    );

    setConnection(true);
    expect(status).toBeEmptyDOMElement();
  });
});
