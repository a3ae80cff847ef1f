import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { FLOATING_NAV_ROOM, FloatingNav } from '@/features/journey/components/floating-nav';

// jsdom lays nothing out, so this checks the structure the guarantee rests on: a bar of a fixed
// height with its own background at narrow widths, and page padding taller than that bar.
const rem = (utility: string, prefix: string) => {
  const match = new RegExp(`(?:^|\\s)${prefix}-(\\d+)(?:\\s|$)`).exec(utility);
  if (!match) throw new Error(`no ${prefix}-N in "${utility}"`);
  return Number(match[1]) / 4;
};

describe('the floating links', () => {
  it('are an opaque bar at the bottom of narrow screens, and pages keep more room than it takes', () => {
    render(
      <MemoryRouter>
        <FloatingNav />
      </MemoryRouter>,
    );
    const nav = screen.getByRole('navigation', { name: 'Your account' });
    expect(nav).toHaveClass('fixed', 'inset-x-0', 'bottom-0', 'bg-surface', 'border-t');
    expect(screen.getByRole('link', { name: /My Ideas/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Settings/ })).toBeInTheDocument();

    const barHeight = rem(nav.className, 'h');
    const narrowRoom = rem(FLOATING_NAV_ROOM, 'pb');
    expect(narrowRoom).toBeGreaterThan(barHeight);
    // From sm up the links float at bottom-6 (1.5rem) and are 2.75rem tall.
    expect(nav).toHaveClass('sm:bottom-6');
    expect(rem(FLOATING_NAV_ROOM, 'sm:pb')).toBeGreaterThan(1.5 + 2.75);
  });
});
