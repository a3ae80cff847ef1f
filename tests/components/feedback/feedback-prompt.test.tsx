import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FeedbackDialog } from '@/features/feedback/components/feedback-dialog';
import { useFeedbackPrompt } from '@/features/feedback/hooks/use-feedback-prompt';
import { renderWithProviders } from '../../support/render';

/** The two ways the dialog opens, wired as the home route wires them. */
function Harness() {
  const feedback = useFeedbackPrompt();
  return (
    <>
      <button type="button" onClick={() => feedback.promptAfterStepPick()}>
        Get Started
      </button>
      <button type="button" onClick={feedback.show}>
        Contact
      </button>
      {feedback.mounted ? (
        <FeedbackDialog
          open={feedback.open}
          onOpenChange={feedback.setOpen}
          modal={feedback.modal}
        />
      ) : null}
    </>
  );
}

async function promptAfterPick() {
  const view = renderWithProviders(<Harness />);
  const pick = screen.getByRole('button', { name: 'Get Started' });
  await view.user.click(pick);
  const dialog = await screen.findByRole(
    'dialog',
    { name: 'Rate your experience' },
    { timeout: 3_000 },
  );
  return { ...view, pick, dialog };
}

const room = () => document.documentElement.style.getPropertyValue('--edge-dialog-room');

const gone = () =>
  waitFor(() =>
    expect(screen.queryByRole('dialog', { name: 'Rate your experience' })).not.toBeInTheDocument(),
  );

describe('the rating prompt that opens after a step pick', () => {
  it('asks beside the page without taking focus or hiding the page', async () => {
    const { pick, dialog, user } = await promptAfterPick();
    expect(dialog).toHaveAttribute('aria-modal', 'false');
    expect(document.activeElement).toBe(pick);
    // The page is padded by the card's height (jsdom measures 0) while it is open.
    expect(room()).toMatch(/^\d+px$/);
    // The rest of the page stays in the accessibility tree and keeps working.
    expect(screen.getByRole('button', { name: 'Contact' })).toBeInTheDocument();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Contact' })).toHaveFocus();
    expect(dialog).toBeInTheDocument();
    // Reachable from the keyboard: Tab goes on into it.
    await user.tab();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('closes on Escape', async () => {
    const { pick, user } = await promptAfterPick();
    await user.keyboard('{Escape}');
    await gone();
    expect(room()).toBe('');
    expect(pick).toHaveFocus();
  });

  it('closes with ×', async () => {
    const { dialog, user } = await promptAfterPick();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await gone();
  });

  it("closes with 'Maybe later' and leaves focus where the person was", async () => {
    const { dialog, pick, user } = await promptAfterPick();
    await user.click(within(dialog).getByRole('button', { name: 'Maybe later' }));
    await gone();
    expect(pick).toHaveFocus();
  });

  it('stays open while the person works on the page', async () => {
    const { dialog, user } = await promptAfterPick();
    await user.click(screen.getByRole('button', { name: 'Get Started' }));
    expect(dialog).toBeInTheDocument();
  });
});

describe('the dialog a person opens', () => {
  it('is modal: focus moves into it and the page behind is hidden', async () => {
    const { user } = renderWithProviders(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Contact' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rate your experience' });
    expect(dialog).not.toHaveAttribute('aria-modal', 'false');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    expect(screen.queryByRole('button', { name: 'Contact' })).not.toBeInTheDocument();
  });
});
