import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ShareButton } from '@/components/share/share-button';
import type { ShareSource } from '@/lib/share/plan';
import { makeGuide, makeStructuredData } from '../../support/factories';

const source = (overrides: Partial<ShareSource> = {}): ShareSource => ({
  ideaText: 'A tool library for the street',
  clarification: makeStructuredData(),
  clarificationSource: 'ai',
  guide: makeGuide(),
  guideSource: 'ai',
  progress: {},
  ...overrides,
});

async function openShare(shared: ShareSource) {
  const user = userEvent.setup();
  render(<ShareButton source={shared} />);
  await user.click(screen.getByRole('button', { name: 'Share' }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'Share this plan' }) };
}

describe("the 'Share' dialog", () => {
  it('says who can read the link and what goes in it, then gives the link', async () => {
    const { dialog } = await openShare(source());
    expect(dialog).toHaveTextContent(
      'Anyone with this link can read this plan: the idea, its clarification, this guide and the steps ticked now.',
    );
    expect(dialog).toHaveTextContent('it is not stored on any server');
    const field = await within(dialog).findByRole('textbox', { name: 'Link to this plan' });
    expect(field).toHaveAttribute('readonly');
    expect((field as HTMLInputElement).value).toMatch(/^http:\/\/[^/]+\/shared#1\./);
  });

  it('says when a plan is too long to fit in a link', async () => {
    // Words that do not repeat, so that squeezing them cannot make them fit.
    const noise = Array.from({ length: 4_000 }, () => Math.random().toString(36).slice(2)).join(
      ' ',
    );
    const { dialog } = await openShare(
      source({ guide: makeGuide({ timeline: noise, extras: [noise, noise] }) }),
    );
    expect(
      await within(dialog).findByText(
        'This plan is too long to fit in a link that browsers can open.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('says when this browser cannot make share links', async () => {
    vi.stubGlobal('CompressionStream', undefined);
    try {
      const { dialog } = await openShare(source());
      expect(
        await within(dialog).findByText(
          'This browser cannot make share links; a recent Chrome, Edge, Firefox or Safari can.',
        ),
      ).toBeInTheDocument();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('copies the link, and says so', async () => {
    const { user, dialog } = await openShare(source({ progress: { step1: 'complete' } }));
    const field = await within(dialog).findByRole('textbox', { name: 'Link to this plan' });
    await user.click(within(dialog).getByRole('button', { name: 'Copy link' }));
    expect(await within(dialog).findByText('Link copied.')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe((field as HTMLInputElement).value);
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Share' })).toHaveFocus();
  });
});
