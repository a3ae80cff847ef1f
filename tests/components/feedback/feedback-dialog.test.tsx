import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { parseEnv } from '@/config/env-schema';
import { FeedbackDialog } from '@/features/feedback/components/feedback-dialog';
import { createBackend } from '@/lib/backend/create-backend';
import { server } from '../../support/msw/server';
import { renderWithProviders } from '../../support/render';
import { captureWarnings } from '../../support/console-guard';

function Harness({ ideaText = null }: { ideaText?: string | null }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Contact
      </button>
      <FeedbackDialog open={open} onOpenChange={setOpen} ideaText={ideaText} />
    </>
  );
}

const SUPABASE_URL = 'https://project.supabase.test';
const supabaseBackend = () =>
  createBackend(
    parseEnv({
      VITE_SUPABASE_URL: SUPABASE_URL,
      VITE_SUPABASE_ANON_KEY: 'anon-key-for-tests-0123456789',
    }),
  );

/** The submit_feedback RPC answering a new id; what was sent lands in `sent`. */
const acceptingFeedback = (sent: unknown[]) =>
  http.post(`${SUPABASE_URL}/rest/v1/rpc/submit_feedback`, async ({ request }) => {
    sent.push(await request.json());
    return HttpResponse.json(crypto.randomUUID());
  });

/** Supabase mode with an idea on screen; opens the dialog. */
async function openWithIdea() {
  const { user } = renderWithProviders(<Harness ideaText="An exam app" />, {
    backend: supabaseBackend(),
  });
  await user.click(screen.getByRole('button', { name: 'Contact' }));
  const dialog = await screen.findByRole('dialog', { name: 'Rate your experience' });
  return { user, dialog };
}

describe('the feedback dialog', () => {
  it('needs a rating before it can be sent', async () => {
    const { user } = renderWithProviders(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Contact' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rate your experience' });
    const send = within(dialog).getByRole('button', { name: 'Submit Feedback' });
    expect(send).toBeDisabled();
    // Why it is disabled is the button's description, not an error shown before any attempt.
    expect(send).toHaveAccessibleDescription('Please provide a rating');
    expect(within(dialog).getByText('Please provide a rating')).not.toBeVisible();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('radio', { name: /^4 stars/ }));
    expect(send).toBeEnabled();
    expect(within(dialog).queryByText('Please provide a rating')).not.toBeInTheDocument();
    expect(within(dialog).getByText('4 of 5: Very good')).toBeVisible();
  });

  it('checks an e-mail only when one is given', async () => {
    const { user } = renderWithProviders(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Contact' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rate your experience' });
    await user.click(within(dialog).getByRole('radio', { name: /^5 stars/ }));
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Email (optional)' }),
      'not-an-address',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Submit Feedback' }));
    expect(within(dialog).getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Email (optional)' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it(
    'sends the feedback, thanks the person and closes itself with the form reset',
    { timeout: 20_000 },
    async () => {
      const sent: unknown[] = [];
      server.use(acceptingFeedback(sent));
      const { user, dialog } = await openWithIdea();
      await user.click(within(dialog).getByRole('radio', { name: /^3 stars/ }));
      await user.click(within(dialog).getByRole('button', { name: 'Submit Feedback' }));

      expect(await screen.findByText('Thank you for your feedback!')).toBeInTheDocument();
      expect(
        await screen.findByRole('heading', { name: 'Feedback Submitted!' }),
      ).toBeInTheDocument();
      const record = sent[0] as Record<string, unknown>;
      expect(record).toMatchObject({
        rating: 3,
        category: 'General Feedback',
        feedback_text: 'No additional feedback provided',
        user_email: null,
        user_idea: 'An exam app',
      });
      expect(record.session_id).toEqual(expect.any(String));

      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), {
        timeout: 3_000,
      });
      await user.click(screen.getByRole('button', { name: 'Contact' }));
      const again = await screen.findByRole('dialog', { name: 'Rate your experience' });
      expect(within(again).getByRole('button', { name: 'Submit Feedback' })).toBeDisabled();
    },
  );

  it('keeps what was typed and says so when sending fails', async () => {
    const warnings = captureWarnings();
    server.use(
      http.post(
        `${SUPABASE_URL}/rest/v1/rpc/submit_feedback`,
        () => new HttpResponse(null, { status: 500 }),
      ),
    );
    const { user } = renderWithProviders(<Harness />, { backend: supabaseBackend() });
    await user.click(screen.getByRole('button', { name: 'Contact' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rate your experience' });
    await user.click(within(dialog).getByRole('radio', { name: /^2 stars/ }));
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Comments (optional)' }),
      'The guide was too long',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Submit Feedback' }));

    expect(
      await screen.findByText('Failed to submit feedback. Please try again.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Comments (optional)' })).toHaveValue(
      'The guide was too long',
    );
    expect(within(dialog).getByRole('radio', { name: /^2 stars/ })).toBeChecked();
    expect(warnings).toHaveBeenCalledWith('Sending feedback failed.', expect.any(Error));
    expect(warnings).toHaveBeenCalledWith('Feedback submission failed', expect.any(Error));
  });

  it('says the current idea is attached, and leaves it out when the box is unticked', async () => {
    const sent: unknown[] = [];
    server.use(acceptingFeedback(sent));
    const { user, dialog } = await openWithIdea();
    const attach = within(dialog).getByRole('checkbox', {
      name: 'Send my current idea with this feedback',
    });
    expect(attach).toBeChecked();
    expect(attach).toHaveAccessibleDescription('Attached: “An exam app”');

    await user.click(attach);
    expect(attach).not.toBeChecked();
    expect(attach).toHaveAccessibleDescription('Your idea stays out of this feedback.');
    await user.click(within(dialog).getByRole('radio', { name: /^4 stars/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Submit Feedback' }));
    expect(await screen.findByText('Thank you for your feedback!')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ rating: 4, user_idea: null });
  });

  it('offers no idea to attach when there is none', async () => {
    const { user } = renderWithProviders(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Contact' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rate your experience' });
    expect(within(dialog).queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('says in words that a session id was refused, as the database answers it', async () => {
    const warnings = captureWarnings();
    // PostgREST's answer to submit_feedback's own refusal (SQLSTATE PT400 → HTTP 400).
    server.use(
      http.post(`${SUPABASE_URL}/rest/v1/rpc/submit_feedback`, () =>
        HttpResponse.json(
          {
            code: 'PT400',
            message: 'This feedback does not say which visit it comes from.',
            details: 'session_id',
            hint: "1 to 200 letters, digits, '.', '_' or '-'.",
          },
          { status: 400 },
        ),
      ),
    );
    const { user, dialog } = await openWithIdea();
    await user.click(within(dialog).getByRole('radio', { name: /^4 stars/ }));
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Comments (optional)' }),
      'Clear steps',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Submit Feedback' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This page lost track of your visit, so your feedback was not sent. Reload the page and send it again.',
    );
    expect(within(dialog).getByRole('textbox', { name: 'Comments (optional)' })).toHaveValue(
      'Clear steps',
    );
    expect(warnings).toHaveBeenCalledWith('Feedback submission failed', expect.any(Error));
  });

  it('replaces a stored session id the database would refuse before sending', async () => {
    sessionStorage.setItem('clarity.feedback-session-id', 'edited by hand\n');
    const sent: Array<{ session_id: string }> = [];
    server.use(acceptingFeedback(sent));
    const { user, dialog } = await openWithIdea();
    await user.click(within(dialog).getByRole('radio', { name: /^4 stars/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Submit Feedback' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.session_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(sessionStorage.getItem('clarity.feedback-session-id')).toBe(sent[0]!.session_id);
  });

  it('says in words why a submit was refused for now, and keeps what was typed', async () => {
    const warnings = captureWarnings();
    server.use(
      http.post(`${SUPABASE_URL}/rest/v1/rpc/submit_feedback`, () =>
        HttpResponse.json(
          { code: 'PT429', message: 'feedback_rate_limited', details: 'session', hint: null },
          { status: 429 },
        ),
      ),
    );
    const { user, dialog } = await openWithIdea();
    await user.click(within(dialog).getByRole('radio', { name: /^5 stars/ }));
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Comments (optional)' }),
      'One more thought',
    );
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Email (optional)' }),
      'ada@example.com',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Submit Feedback' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'You have sent feedback several times in the last hour. Please try again a little later.',
    );
    expect(within(dialog).getByRole('textbox', { name: 'Comments (optional)' })).toHaveValue(
      'One more thought',
    );
    expect(within(dialog).getByRole('textbox', { name: 'Email (optional)' })).toHaveValue(
      'ada@example.com',
    );
    expect(within(dialog).getByRole('radio', { name: /^5 stars/ })).toBeChecked();
    expect(
      within(dialog).getByRole('checkbox', { name: 'Send my current idea with this feedback' }),
    ).toBeChecked();
    expect(warnings).toHaveBeenCalledWith('Feedback submission failed', expect.any(Error));
  });
});
