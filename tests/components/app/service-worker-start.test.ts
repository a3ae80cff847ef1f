import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startServiceWorker } from '@/app/service-worker/start';

// jsdom has no service workers: the browser's API, reduced to what the registration asks first.
// (Outside a production build it only looks for a worker to remove, docs/decisions/048.)
const getRegistrations = vi.fn(() => Promise.resolve([]));

beforeEach(() => {
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistrations },
  });
});

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
  Reflect.deleteProperty(document, 'readyState');
  getRegistrations.mockClear();
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 200));

describe('the service worker starts after the page has loaded', () => {
  it('waits for load while the page is still loading', async () => {
    Object.defineProperty(document, 'readyState', { configurable: true, value: 'loading' });
    startServiceWorker();
    await settle();
    expect(getRegistrations).not.toHaveBeenCalled();

    window.dispatchEvent(new Event('load'));
    await vi.waitFor(() => expect(getRegistrations).toHaveBeenCalledOnce());
  });

  it('starts at once when the app starts after load, as a prerendered page does', async () => {
    expect(document.readyState).toBe('complete');
    startServiceWorker();
    await vi.waitFor(() => expect(getRegistrations).toHaveBeenCalledOnce());
  });
});
