import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FeedbackDialog } from '@/features/feedback/components/feedback-dialog';
import {
  FeedbackInvitation,
  INVITATION_CLOSED_TEXT,
  INVITATION_TEXT,
} from '@/features/feedback/components/feedback-invitation';
import { useFeedbackPrompt } from '@/features/feedback/hooks/use-feedback-prompt';
import { renderWithProviders } from '../../support/render';

/** The invitation and the dialog, wired as the home route wires them under a guide. */
function Harness() {
  const feedback = useFeedbackPrompt();
  return (
    <>
      <button type="button">Mark as complete: Step 1</button>
      <FeedbackInvitation onOpen={feedback.show} />
      <button type="button" onClick={feedback.show}>
        Give feedback
      </button>
      {feedback.mounted ? (
        <FeedbackDialog open={feedback.open} onOpenChange={feedback.setOpen} />
      ) : null}
    </>
  );
}

const invitation = () => screen.queryByRole('region', { name: 'Rate Clarity' });

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the rating invitation under a guide', () => {
  it('is one line in the page that opens nothing by itself and takes no focus', async () => {
    vi.useFakeTimers();
    renderWithProviders(<Harness />);
    const region = invitation();
    expect(region).toHaveTextContent(INVITATION_TEXT);
    expect(within(region!).getByRole('button', { name: 'Rate your experience' })).toBeVisible();
    // The specification opened the form a second after the pick; now nothing opens, ever.
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.activeElement).toBe(document.body);
  });

  it('opens the full form only when pressed, and gives focus back on closing', async () => {
    const { user } = renderWithProviders(<Harness />);
    const rate = within(invitation()!).getByRole('button', { name: 'Rate your experience' });
    await user.click(rate);
    const dialog = await screen.findByRole('dialog', { name: 'Rate your experience' });
    expect(dialog).not.toHaveAttribute('aria-modal', 'false');
    await user.click(within(dialog).getByRole('button', { name: 'Maybe later' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(rate).toHaveFocus());
  });

  it('shows at most once per browser, in any tab', () => {
    const first = renderWithProviders(<Harness />);
    expect(invitation()).toBeInTheDocument();
    first.unmount();
    // Another guide, or another tab of this browser: the same localStorage says it was shown.
    sessionStorage.clear();
    renderWithProviders(<Harness />);
    expect(invitation()).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Give feedback' })).toBeInTheDocument();
  });

  it("closed with 'No thanks', keeps its room with a quiet line and the focus near", async () => {
    const { user } = renderWithProviders(<Harness />);
    const region = invitation()!;
    vi.spyOn(region, 'offsetHeight', 'get').mockReturnValue(58);
    await user.click(within(region).getByRole('button', { name: 'No thanks' }));
    expect(region).toHaveTextContent(INVITATION_CLOSED_TEXT);
    // As tall as it was, so a page scrolled to its end keeps its place.
    expect(region.style.minHeight).toBe('58px');
    expect(screen.getByText(INVITATION_CLOSED_TEXT)).toHaveFocus();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is not shown where the browser keeps nothing (it could not keep its promise)', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    renderWithProviders(<Harness />);
    expect(invitation()).not.toBeInTheDocument();
  });
});

describe('the dialog a person opens', () => {
  it('is modal: focus moves into it and the page behind is hidden', async () => {
    const { user } = renderWithProviders(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Give feedback' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rate your experience' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    expect(screen.queryByRole('button', { name: 'Give feedback' })).not.toBeInTheDocument();
  });
});
