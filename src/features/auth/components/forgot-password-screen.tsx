import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, buttonVariants } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toaster';
import { paths } from '@/config/paths';
import { usePasswordResetEmailMutation } from '@/lib/api/account/password-reset-email-mutation';
import { forgotPasswordSchema } from '@/lib/validation/auth';
import { useAuthForm } from '../hooks/use-auth-form';
import { authCopy } from '../model/auth-copy';
import { EmailField } from './email-field';
import { AuthForm } from './auth-form';
import { AuthLayout, AuthLink } from './auth-layout';

/** /forgot-password (docs/product.md §7.3): one e-mail field, then the 'Check Your Email' view. */
export function ForgotPasswordScreen() {
  const sendResetEmail = usePasswordResetEmailMutation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const form = useAuthForm({
    schema: forgotPasswordSchema,
    initialValues: { email: '' },
    onSubmit: async ({ email }) => {
      await sendResetEmail.mutateAsync(email);
      setSentTo(email);
    },
  });

  useEffect(() => {
    if (sentTo) headingRef.current?.focus();
  }, [sentTo]);

  const sendAnother = () =>
    form.runExclusive(async () => {
      if (!sentTo) return;
      await sendResetEmail.mutateAsync(sentTo);
      toast.success(`We sent another link to ${sentTo}.`);
    });

  if (sentTo) {
    return (
      <AuthLayout
        title={authCopy.checkYourEmail}
        headingRef={headingRef}
        description={
          <>
            We sent a password reset link to{' '}
            <strong className="text-ink font-semibold break-all">{sentTo}</strong>.
          </>
        }
      >
        <div className="flex flex-col gap-5">
          <ul className="rounded-control bg-surface-sunken text-ink-muted flex flex-col gap-2.5 px-4 py-4 text-sm">
            {authCopy.resetNotes.map((note) => (
              <li key={note} className="flex gap-2.5">
                <span
                  aria-hidden="true"
                  className="bg-brand-600 mt-1.5 size-1.5 shrink-0 rounded-full"
                />
                {note}
              </li>
            ))}
          </ul>
          {form.formError ? <FormMessage>{form.formError}</FormMessage> : null}
          <div className="flex flex-col gap-3">
            <Button
              variant="outline"
              size="lg"
              className="w-full"
              onClick={sendAnother}
              disabled={form.pending}
            >
              {form.pending ? <Spinner className="size-4" /> : null}
              {form.pending ? 'Sending...' : 'Send Another Link'}
            </Button>
            <Link to={paths.login} className={buttonVariants({ size: 'lg', className: 'w-full' })}>
              Back to Sign In
            </Link>
          </div>
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title="Forgot your password?"
      description="Enter the email you signed up with and we’ll send you a link to choose a new one."
      footer={
        <p>
          Remembered it? <AuthLink to={paths.login}>Back to Sign In</AuthLink>
        </p>
      }
    >
      <AuthForm
        form={form}
        label="Reset password"
        submitLabel="Send Reset Link"
        pendingLabel="Sending..."
      >
        <EmailField error={form.errors.email} {...form.input('email')} />
      </AuthForm>
    </AuthLayout>
  );
}
