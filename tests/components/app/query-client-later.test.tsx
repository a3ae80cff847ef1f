import { QueryClientProvider, useQuery, type QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { Component, Suspense, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { queryClientLater } from '@/lib/query-client-later';
import { expectConsoleError } from '../../support/console-guard';

/** The client's code, arriving when the test says so. */
function arriving() {
  let arrive!: (client: QueryClient) => void;
  let fail!: (error: Error) => void;
  const code = new Promise<QueryClient>((resolve, reject) => {
    arrive = resolve;
    fail = reject;
  });
  return { code, arrive, fail };
}

function Greeting() {
  const { data } = useQuery({ queryKey: ['greeting'], queryFn: () => 'Hello from the cache' });
  return <p>{data ?? 'Asking…'}</p>;
}

class Fallible extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children;
  }
}

const page = (client: QueryClient) => (
  <QueryClientProvider client={client}>
    <p>The landing page</p>
    <Fallible>
      <Suspense fallback={<p>Loading the screen…</p>}>
        <Greeting />
      </Suspense>
    </Fallible>
  </QueryClientProvider>
);

describe('the query client made after the first paint (docs/decisions/097-the-first-load-carries-the-first-paint.md)', () => {
  it('paints what does not query at once; a screen that queries waits for the client, then answers', async () => {
    const { code, arrive } = arriving();
    const later = queryClientLater(() => code);
    render(page(later.client));

    expect(screen.getByText('The landing page')).toBeInTheDocument();
    expect(screen.getByText('Loading the screen…')).toBeInTheDocument();

    const client = createQueryClient(() => undefined);
    arrive(client);
    expect(await screen.findByText('Hello from the cache')).toBeInTheDocument();
    // The provider mounted before the client existed: the client is mounted now, and the cache
    // the screen used is the real client's.
    expect(client.getQueryData(['greeting'])).toBe('Hello from the cache');
    expect(later.client.getQueryData(['greeting'])).toBe('Hello from the cache');
    client.clear();
  });

  it('has nothing to empty before the client is made, and fetches its code only once', async () => {
    let fetches = 0;
    const later = queryClientLater(() => {
      fetches += 1;
      return Promise.resolve(createQueryClient(() => undefined));
    });
    expect(() => {
      later.client.removeQueries();
      later.client.clear();
    }).not.toThrow();
    expect(fetches).toBe(0);

    const [first, second] = await Promise.all([later.load(), later.load()]);
    expect(first).toBe(second);
    expect(fetches).toBe(1);
    first.clear();
  });

  it('shows the error where a screen needs a client whose code could not arrive', async () => {
    const { code, fail } = arriving();
    const later = queryClientLater(() => code);
    render(page(later.client));
    expect(screen.getByText('Loading the screen…')).toBeInTheDocument();

    fail(new Error('Failed to fetch dynamically imported module'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to fetch dynamically imported module',
    );
    expect(screen.getByText('The landing page')).toBeInTheDocument();
    // React reports the error the boundary caught.
    expect(expectConsoleError(/Failed to fetch dynamically imported module/)).toBeGreaterThan(0);
  });
});
