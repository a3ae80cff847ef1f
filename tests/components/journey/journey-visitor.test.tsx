import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { guideFallback } from '@/domain/fallbacks';
import { renderApp } from '../../support/render';

/** The general MVP guide's step titles: no AI is connected here. */
const GENERAL_MVP = guideFallback('mvp', { failed: false }).steps.map((step) => step.title);

// Lazy stages and the embedded database take a moment on a busy machine.
configure({ asyncUtilTimeout: 10_000 });

/**
 * With no AI configured (the test environment), the journey runs on the example results of
 * docs/product.md §5.12.
 */
describe('a visitor on /', () => {
  it('goes from the landing page to a completed guide', { timeout: 40_000 }, async () => {
    const { user } = renderApp({ route: '/' });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'From Chaos to Clarity.' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /try it now/i }));

    expect(
      await screen.findByRole('heading', { level: 1, name: "What's on your mind?" }),
    ).toBeInTheDocument();
    const box = screen.getByRole('textbox', { name: 'Share Your Idea' });
    // The box takes the focus the heading would: typing goes straight in.
    expect(box).toHaveFocus();
    const go = screen.getByRole('button', { name: "Let's go!" });
    expect(go).toBeDisabled();
    await user.type(box, '   ');
    expect(go).toBeDisabled();
    await user.type(box, 'An app that helps students prepare for exams');
    await user.click(go);
    // The processing screen says what is happening: no AI is analysing anything.
    expect(screen.queryByText('AI is analyzing your idea...')).not.toBeInTheDocument();

    // The stage's heading takes focus in an effect, a moment after it appears.
    const clarifiedHeading = await screen.findByRole('heading', {
      level: 1,
      name: "Here's your structured idea",
    });
    await waitFor(() => expect(clarifiedHeading).toHaveFocus());
    // No AI read it: the spec's 'Idea Clarified!' and its praise would not be true here.
    expect(screen.queryByText('Idea Clarified!')).not.toBeInTheDocument();
    expect(screen.getByText('General pointers')).toBeInTheDocument();
    // One calm notice, in words for the person; nothing to try again while no AI is connected.
    const notices = screen.getAllByRole('status').filter((element) => element.textContent);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toHaveTextContent(
      'The AI is not connected, so these are general pointers, not advice about this idea.',
    );
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/README|Supabase|\.env/);
    for (const title of [
      'Problem it solves',
      'Target audience',
      'Unique value or edge',
      'Format',
      'Possible challenges',
    ]) {
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    }
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    expect(screen.queryByText(/This idea has real potential/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'View My Ideas' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Choose your next step' }));
    // The stage's heading takes focus in an effect, a moment after it appears.
    const nextStepHeading = await screen.findByRole('heading', {
      level: 1,
      name: 'What would you like to do next?',
    });
    await waitFor(() => expect(nextStepHeading).toHaveFocus());
    expect(screen.getAllByRole('button', { name: /^Get Started/ })).toHaveLength(5);

    await user.click(screen.getByRole('button', { name: 'Get Started: Build an MVP' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Build an MVP' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByText(/the steps below are general pointers, not written for this idea/),
    ).toBeInTheDocument();
    expect(screen.getAllByText(/The AI is not connected/)).toHaveLength(1);
    // The spec's 'Please try again' would send the person round in a circle with no AI connected.
    expect(screen.queryByText(/Failed to load personalized guide content/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/README|Supabase|\.env/);
    // A general guide of several small steps, with a first action (decision 094).
    expect(screen.getByText(`0 of ${GENERAL_MVP.length} completed`)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /^Start here:/ })).toHaveTextContent(
      guideFallback('mvp', { failed: false }).startHere!.title,
    );
    expect(document.body).not.toHaveTextContent(/trouble connecting/);
    expect(screen.getByRole('heading', { name: 'Recommended Tools' })).toBeInTheDocument();

    // No AI wrote this guide: nothing asks for a rating, and nothing opens by itself.
    expect(screen.queryByRole('region', { name: 'Rate Clarity' })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    for (const title of GENERAL_MVP)
      await user.click(await screen.findByRole('button', { name: `Mark as complete: ${title}` }));
    const last = GENERAL_MVP.at(-1)!;
    expect(
      screen.getByText(`${GENERAL_MVP.length} of ${GENERAL_MVP.length} completed`),
    ).toBeInTheDocument();
    // The done step closes; its heading keeps the focus until the closing card takes it.
    expect(
      screen.getByRole('button', { name: new RegExp(`^${last}`), expanded: false }),
    ).toHaveFocus();
    const card = await screen.findByRole(
      'heading',
      { name: 'Want help with something else?' },
      { timeout: 3000 },
    );
    await waitFor(() => expect(card).toHaveFocus());
    expect(
      screen.getByText(`${GENERAL_MVP.length} of ${GENERAL_MVP.length} steps done`),
    ).toBeInTheDocument();

    await user.click(
      within(card.closest('div')!.parentElement!).getByRole('button', {
        name: 'Explore another path',
      }),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'What would you like to do next?' }),
    ).toBeInTheDocument();
  });

  it('lists the idea among the recent ideas after a reset', async () => {
    const { user } = renderApp({ route: '/' });
    await user.click(await screen.findByRole('button', { name: /try it now/i }));
    await user.type(screen.getByRole('textbox', { name: 'Share Your Idea' }), 'A'.repeat(70));
    await user.click(screen.getByRole('button', { name: "Let's go!" }));
    await user.click(await screen.findByRole('button', { name: 'Choose your next step' }));
    await user.click(
      await screen.findByRole('button', { name: 'Get Started: Do market research' }),
    );
    await user.click(await screen.findByRole('button', { name: 'Start over with a new idea' }));

    const recent = await screen.findByRole('region', { name: 'Your recent ideas' });
    expect(within(recent).getByText(`${'A'.repeat(50)}…`)).toBeInTheDocument();
    expect(within(recent).getByText('Just now')).toBeInTheDocument();
    // The general pointers are not this idea's description.
    expect(within(recent).queryByText(/Your idea addresses a real need/)).not.toBeInTheDocument();
    await waitFor(() =>
      expect(
        screen.getByRole('heading', { level: 1, name: 'From Chaos to Clarity.' }),
      ).toHaveFocus(),
    );
  });
});
