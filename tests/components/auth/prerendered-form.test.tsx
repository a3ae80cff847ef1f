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
  it('can be pressed before the app runs it, and is adopted with nothing to repair', async () => {
    const page = prerendered(signIn);
    const { container } = page;
    const button = () => container.querySelector('button')!;
    // A press before the code is kept by the page's inline script and sent once the form is
    // hydrated (first-paint.ts); without JavaScript at all, a bare submit posts, so a password
    // never lands in the address.
    expect(button().disabled).toBe(false);
    expect(container.querySelector('form')).toHaveAttribute('method', 'post');

    // An unexpected console.error (a hydration mismatch included) fails the test (tests/support).
    page.hydrate();
    // Adopted: React keeps its props on the element it took over.
    await waitFor(() =>
      expect(Object.keys(button()).some((key) => key.startsWith('__reactProps'))).toBe(true),
    );
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
