import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { writeAiChoice } from '@/lib/ai/choice';
import { renderApp } from '../../support/render';

// Lazy chunks (the dialog, the stages) take a moment on a busy machine.
configure({ asyncUtilTimeout: 10_000 });

describe('the landing page', () => {
  it('names the AI this browser chose in its footer', async () => {
    writeAiChoice({ kind: 'own', baseUrl: 'https://ai.example/v1', model: 'my-model', apiKey: '' });
    renderApp({ route: '/' });
    const footer = await screen.findByRole('contentinfo');
    expect(await within(footer).findByText('Powered by my-model')).toBeInTheDocument();
    expect(within(footer).queryByText(/gpt-4o-mini/)).not.toBeInTheDocument();
  });

  it('has the sections, pricing and footer of docs/product.md §4', async () => {
    renderApp({ route: '/' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'From Chaos to Clarity.' }),
    ).toBeInTheDocument();
    for (const [id, name] of [
      ['how-it-works', 'How It Works'],
      ['who-its-for', "Who It's For"],
      ['pricing', 'Pricing'],
      ['about', 'About'],
    ]) {
      const heading = screen.getByRole('heading', { level: 2, name });
      expect(heading.closest('section')).toHaveAttribute('id', id);
    }
    expect(screen.getByRole('link', { name: 'Get Started - Sign Up' })).toHaveAttribute(
      'href',
      '/signup',
    );
    expect(screen.getByRole('link', { name: 'Start Free Beta' })).toHaveAttribute(
      'href',
      '/signup',
    );
    expect(screen.getByText('$0')).toBeInTheDocument();
    expect(screen.getByText('$9')).toBeInTheDocument();
    expect(screen.getByText('$29')).toBeInTheDocument();
    const comingSoon = screen.getAllByRole('button', { name: 'Coming Soon' });
    expect(comingSoon).toHaveLength(2);
    comingSoon.forEach((button) => expect(button).toBeDisabled());
    for (const feature of [
      'Unlimited clarifications',
      'Advanced AI models',
      'Custom integrations',
    ]) {
      expect(screen.getByText(feature)).toBeInTheDocument();
    }
    for (const stat of ['1 in 9', '73%', '42%', '68%'])
      expect(screen.getByText(stat)).toBeInTheDocument();

    const footer = screen.getByRole('contentinfo');
    // No AI is connected in these tests: the footer does not name one it does not use.
    expect(await within(footer).findByText('No AI connected: examples only')).toBeInTheDocument();
    expect(within(footer).queryByText(/Powered by/)).not.toBeInTheDocument();
    expect(within(footer).getByText('Built by students, for thinkers')).toBeInTheDocument();
    expect(within(footer).getByText('From Chaos to Clarity.')).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'Privacy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    expect(within(footer).getByText(/© 2025/)).toBeInTheDocument();
    const social = screen.getAllByRole('link', { name: /LinkedIn/ })[0]!;
    expect(social).toHaveAttribute('target', '_blank');
    expect(social).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('keeps one FAQ answer open at a time, and closes the open one when chosen again', async () => {
    const { user } = renderApp({ route: '/' });
    const faq = (
      await screen.findByRole('heading', { name: 'Frequently Asked Questions' })
    ).closest('section')!;
    const questions = within(faq).getAllByRole('button', { expanded: false });
    expect(questions.filter((q) => q.textContent !== 'Contact Us')).toHaveLength(10);

    await user.click(within(faq).getByRole('button', { name: 'Are my ideas saved?' }));
    expect(within(faq).getByText(/saved automatically in your account/)).toBeVisible();
    await user.click(within(faq).getByRole('button', { name: 'Can I delete my data?' }));
    expect(within(faq).getByRole('button', { name: 'Can I delete my data?' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(within(faq).getByRole('button', { name: 'Are my ideas saved?' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await user.click(within(faq).getByRole('button', { name: 'Can I delete my data?' }));
    expect(within(faq).getByRole('button', { name: 'Can I delete my data?' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it("opens the contact dialog from the FAQ's Contact Us", async () => {
    const { user } = renderApp({ route: '/' });
    await user.click(await screen.findByRole('button', { name: 'Contact Us' }));
    expect(await screen.findByRole('dialog', { name: 'Rate your experience' })).toBeInTheDocument();
  });

  it('has a mobile menu that closes once a link is chosen', async () => {
    const { user } = renderApp({ route: '/' });
    const toggle = await screen.findByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const menu = document.getElementById('mobile-menu')!;
    await user.click(within(menu).getByRole('link', { name: 'Pricing' }));
    await waitFor(() => expect(document.getElementById('mobile-menu')).toBeNull());
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it("enters the idea input from 'Start Clarifying Now'", async () => {
    const { user } = renderApp({ route: '/' });
    await user.click(await screen.findByRole('button', { name: 'Start Clarifying Now' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: "What's on your mind?" }),
    ).toBeInTheDocument();
    // Typing goes straight into the box (docs/decisions/093-the-first-ten-minutes-still.md).
    expect(screen.getByRole('textbox', { name: 'Share Your Idea' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Home' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'From Chaos to Clarity.' }),
    ).toHaveFocus();
  });
});
