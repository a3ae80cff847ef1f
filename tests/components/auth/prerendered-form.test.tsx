import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AuthForm } from '@/features/auth/components/auth-form';
import { useAuthForm } from '@/features/auth/hooks/use-auth-form';
import { loginSchema } from '@/lib/validation/auth';
import { prerendered } from '../../support/prerender';

const form = { handleSubmit: () => undefined, formError: null, pending: false };
const signIn = (
  <AuthForm form={form} label="Sign in" submitLabel="Sign In" pendingLabel="Signing in...">
    <input aria-label="Email" />
  </AuthForm>
);

describe('an account form on a prerendered page', () => {
  it('cannot be submitted before the app runs it, then can, with nothing to repair', async () => {
    const page = prerendered(signIn);
    const { container } = page;
    const button = () => container.querySelector('button')!;
    // The bare HTML would submit itself to the same address: the page reloads, the typing is lost.
    expect(button().disabled).toBe(true);

    // An unexpected console.error (a hydration mismatch included) fails the test (tests/support).
    page.hydrate();
    await waitFor(() => expect(button().disabled).toBe(false));
    expect(button().textContent).toBe('Sign In');
    page.remove();
  });
});

function TwoFields({
  onSubmit,
}: {
  onSubmit: (values: { email: string; password: string }) => void;
}) {
  const form = useAuthForm({
    schema: loginSchema,
    initialValues: { email: '', password: '' },
    onSubmit: async (values) => onSubmit(values),
  });
  return (
    <AuthForm form={form} label="Sign in" submitLabel="Sign In" pendingLabel="Signing in...">
      <input aria-label="Email" {...form.input('email')} />
      <input aria-label="Password" {...form.input('password')} />
    </AuthForm>
  );
}

describe('typing on a prerendered account page before the app runs', () => {
  it('keeps what was typed once the app takes over, and submits it', async () => {
    const submitted: { email: string; password: string }[] = [];
    const page = prerendered(<TwoFields onSubmit={(values) => submitted.push(values)} />);
    const { container } = page;
    // The person types their e-mail into the static HTML, before the page's code has loaded.
    const email = container.querySelector<HTMLInputElement>('input[aria-label="Email"]')!;
    email.value = 'ada@example.com';

    page.hydrate();
    const screen = within(container);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled());
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Password'), 'a-long-password');
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() =>
      expect(submitted).toEqual([{ email: 'ada@example.com', password: 'a-long-password' }]),
    );
    page.remove();
  });
});
