import { waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AuthForm } from '@/features/auth/components/auth-form';
import { useAuthForm } from '@/features/auth/hooks/use-auth-form';
import { signupSchema } from '@/lib/validation/auth';

const form = { handleSubmit: () => undefined, formError: null, pending: false };
const signIn = (
  <AuthForm form={form} label="Sign in" submitLabel="Sign In" pendingLabel="Signing in...">
    <input aria-label="Email" />
  </AuthForm>
);

describe('an account form on a prerendered page', () => {
  it('cannot be submitted before the app runs it, then can, with nothing to repair', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(signIn);
    document.body.append(container);
    const button = () => container.querySelector('button')!;
    // The bare HTML would submit itself to the same address: the page reloads, the typing is lost.
    expect(button().disabled).toBe(true);

    // An unexpected console.error (a hydration mismatch included) fails the test (tests/support).
    const root = hydrateRoot(container, signIn);
    await waitFor(() => expect(button().disabled).toBe(false));
    expect(button().textContent).toBe('Sign In');
    root.unmount();
    container.remove();
  });
});

function SignUpFields() {
  const form = useAuthForm({
    schema: signupSchema,
    initialValues: { email: '', password: '', confirmPassword: '' },
    onSubmit: () => Promise.resolve(),
  });
  return <input aria-label="Email" {...form.input('email')} />;
}

describe('an account field on a prerendered page', () => {
  it('takes typing only once the app runs it, so nothing typed is dropped', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<SignUpFields />);
    document.body.append(container);
    const field = () => container.querySelector('input')!;
    expect(field().readOnly).toBe(true);

    const root = hydrateRoot(container, <SignUpFields />);
    await waitFor(() => expect(field().readOnly).toBe(false));
    root.unmount();
    container.remove();
  });
});
