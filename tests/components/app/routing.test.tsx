import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useLocation, useNavigate, type RouteObject } from 'react-router-dom';
import { RootLayout } from '@/app/layout/root-layout';
import { deferBackend } from '@/lib/backend/create-backend';
import { createLocalBackend } from '@/lib/backend/local';
import { expectConsoleError } from '../../support/console-guard';
import { renderApp } from '../../support/render';

// A route's code arrives lazily, and the first import of a screen is slow in a cold test worker.
const routeLoad = { timeout: 15_000 };

describe('routing', { timeout: 30_000 }, () => {
  it('says it is checking authentication while the session check is on its way', async () => {
    // The backend adapter is still downloading, as on a slow connection.
    let adapterArrives!: () => void;
    const arrival = new Promise<void>((resolve) => {
      adapterArrives = resolve;
    });
    const backend = deferBackend('local', () => arrival.then(() => createLocalBackend()));
    const { router } = renderApp({ route: '/dashboard', backend });

    const checking = await screen.findByText('Checking authentication...', {}, routeLoad);
    expect(checking.closest('[role="status"]')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');

    adapterArrives();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), routeLoad);
  });

  it.each(['/dashboard', '/ideas', '/idea/123'])(
    'sends a visitor without a session from %s to /login',
    async (route) => {
      const { router } = renderApp({ route });
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'), routeLoad);
      // The login page learns where to send the person back after signing in.
      expect(router.state.location.state).toEqual({ from: route });
    },
  );

  it('shows the 404 page for any other path, with a way home and a way back', async () => {
    const { user, router } = renderApp({ route: '/no/such/page' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page Not Found' }, routeLoad),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Return Home' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), routeLoad);
  });

  it('shows the error screen with the message when a route fails unexpectedly', async () => {
    function Broken(): never {
      throw new Error('The idea engine overheated');
    }
    const routes: RouteObject[] = [
      {
        element: <RootLayout />,
        children: [{ path: '/', element: <Broken /> }],
      },
    ];
    renderApp({ route: '/', routes });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Unexpected Application Error!' }),
    ).toBeInTheDocument();
    expect(screen.getByText('The idea engine overheated')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
    // React reports an error caught by a boundary; here that is the point of the test.
    expectConsoleError(/overheated/);
  });
});

describe('between pages', () => {
  function Broken(): never {
    throw new Error('The idea engine overheated');
  }
  const routes: RouteObject[] = [
    {
      element: <RootLayout />,
      children: [
        { path: '/long', element: <h1>A long page</h1> },
        { path: '/other', element: <h1>Another page</h1> },
        { path: '/broken', element: <Broken /> },
      ],
    },
  ];

  it('leaves the error screen behind when the person goes elsewhere', async () => {
    const { router } = renderApp({ route: '/broken', routes });
    await screen.findByRole('heading', { level: 1, name: 'Unexpected Application Error!' });
    // The page failed, not the layout around it.
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toBeInTheDocument();
    expectConsoleError(/overheated/);

    await router.navigate('/other');
    expect(await screen.findByRole('heading', { level: 1, name: 'Another page' })).toBeVisible();
    expect(screen.queryByText('Unexpected Application Error!')).not.toBeInTheDocument();
  });

  it('opens a new page at its top and returns Back to where the page was left', async () => {
    const scrolls = vi.spyOn(window, 'scrollTo');
    const scrollTo = (y: number) => {
      Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
      window.dispatchEvent(new Event('scroll'));
    };
    try {
      const { router } = renderApp({ route: '/long', routes });
      await screen.findByRole('heading', { name: 'A long page' });
      scrollTo(640);

      await router.navigate('/other');
      await screen.findByRole('heading', { name: 'Another page' });
      expect(scrolls).toHaveBeenLastCalledWith({ top: 0, behavior: 'instant' });
      scrollTo(0);

      await router.navigate(-1);
      await screen.findByRole('heading', { name: 'A long page' });
      expect(scrolls).toHaveBeenLastCalledWith({ top: 640, behavior: 'instant' });
    } finally {
      scrollTo(0);
      scrolls.mockRestore();
    }
  });
  it('stays where the page was scrolled when the page replaces its own entry at the same address', async () => {
    // As the journey notes its stage in `/`'s entry just after arriving: a scroll to the top then
    // took a link away from under a press (docs/decisions/061-same-address-replace-keeps-the-scroll.md).
    function NotingPage() {
      const navigate = useNavigate();
      const { pathname } = useLocation();
      return (
        <>
          <h1>A page that notes</h1>
          <button onClick={() => void navigate(pathname, { replace: true, state: { noted: 1 } })}>
            Note
          </button>
          <button onClick={() => void navigate('/other', { replace: true })}>Elsewhere</button>
        </>
      );
    }
    const scrolls = vi.spyOn(window, 'scrollTo');
    try {
      const { user, router } = renderApp({
        route: '/noting',
        routes: [
          {
            element: <RootLayout />,
            children: [
              { path: '/noting', element: <NotingPage /> },
              { path: '/other', element: <h1>Another page</h1> },
            ],
          },
        ],
      });
      await screen.findByRole('heading', { name: 'A page that notes' });
      Object.defineProperty(window, 'scrollY', { value: 640, configurable: true });
      window.dispatchEvent(new Event('scroll'));

      await user.click(screen.getByRole('button', { name: 'Note' }));
      await waitFor(() => expect(router.state.location.state).toEqual({ noted: 1 }));
      expect(scrolls).not.toHaveBeenCalled();

      // Another address is another page, opened at its top even when it replaces the entry.
      await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
      await screen.findByRole('heading', { name: 'Another page' });
      expect(scrolls).toHaveBeenLastCalledWith({ top: 0, behavior: 'instant' });
    } finally {
      Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
      scrolls.mockRestore();
    }
  });
});

describe('the local-mode banner', () => {
  it('says where ideas are stored, and stays away once dismissed', async () => {
    const { user, unmount } = renderApp({ route: '/no/such/page' });
    const banner = await screen.findByText(
      'Local mode: your ideas are stored in this browser.',
      {},
      routeLoad,
    );
    expect(banner).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(
      screen.queryByText('Local mode: your ideas are stored in this browser.'),
    ).not.toBeInTheDocument();

    unmount();
    renderApp({ route: '/no/such/page' });
    await screen.findByRole('heading', { name: 'Page Not Found' }, routeLoad);
    expect(
      screen.queryByText('Local mode: your ideas are stored in this browser.'),
    ).not.toBeInTheDocument();
  });
});
