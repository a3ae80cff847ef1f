import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../support/render';

describe('the privacy page', () => {
  it('opens at /privacy with its sections, every AI choice and the ways to delete', async () => {
    renderApp({ route: '/privacy' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your ideas and your privacy' }),
    ).toBeInTheDocument();
    for (const section of [
      'In short',
      'Where your idea goes',
      'Speaking instead of typing',
      'What is kept, where, and for how long',
      'How to delete it',
      'What Clarity never does',
    ])
      expect(screen.getByRole('heading', { level: 2, name: section })).toBeInTheDocument();
    for (const choice of [
      'Clarity’s AI',
      'My own AI service',
      'A model on this computer',
      'Built into this browser',
      'No AI (examples only)',
    ])
      expect(screen.getByRole('heading', { level: 3, name: choice })).toBeInTheDocument();
    expect(screen.getByText(/‘Delete all my data’/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Clarity' })).toHaveAttribute('href', '/');
  });

  it('describes the local build: accounts and ideas in this browser’s database', async () => {
    renderApp({ route: '/privacy' });
    expect(
      await screen.findByRole('heading', { level: 3, name: /In this browser’s database/ }),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('heading', { level: 3, name: /In your account/ }),
    ).not.toBeInTheDocument();
  });
});
