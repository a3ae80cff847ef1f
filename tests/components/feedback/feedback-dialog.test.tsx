import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { parseEnv } from '@/config/env-schema';
import { FeedbackDialog } from '@/features/feedback/components/feedback-dialog';
import { createBackend } from '@/lib/backend/create-backend';
import { server } from '../../support/msw/server';
import { renderWithProviders } from '../../support/render';

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
      server.use(
        http.post(`${SUPABASE_URL}/rest/v1/feedback`, async ({ request }) => {
          const body = await request.json();
          sent.push(body);
          return HttpResponse.json(
            {
              id: 'f1',
              created_at: new Date().toISOString(),
              ...(Array.isArray(body) ? body[0] : body),
            },
            { status: 201 },
          );
        }),
      );
      const { user } = renderWithProviders(<Harness ideaText="An exam app" />, {
        backend: supabaseBackend(),
      });
      await user.click(screen.getByRole('button', { name: 'Contact' }));
      const dialog = await screen.findByRole('dialog', { name: 'Rate your experience' });
      await user.click(within(dialog).getByRole('radio', { name: /^3 stars/ }));
      await user.click(within(dialog).getByRole('button', { name: 'Submit Feedback' }));

      expect(await screen.findByText('Thank you for your feedback!')).toBeInTheDocument();
      expect(
        await screen.findByRole('heading', { name: 'Feedback Submitted!' }),
      ).toBeInTheDocument();
      const record = (Array.isArray(sent[0]) ? sent[0][0] : sent[0]) as Record<string, unknown>;
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
    server.use(
      http.post(`${SUPABASE_URL}/rest/v1/feedback`, () => new HttpResponse(null, { status: 500 })),
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
  });
});
