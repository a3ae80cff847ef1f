import { useEffect, useRef, useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { buttonVariants } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { SIGNUP_REDIRECT_DELAY_MS, SIGNUP_SLOW_WORDS_MS } from '@/config/constants';
import { paths } from '@/config/paths';
import { useGoogleSignInMutation } from '@/lib/api/account/google-sign-in-mutation';
import { useSignUpMutation } from '@/lib/api/account/sign-up-mutation';
import { useBackendMode } from '@/lib/api/backend-mode';
import { signupSchema } from '@/lib/validation/auth';
import { useAuthForm } from '../hooks/use-auth-form';
import { usePendingWords } from '../hooks/use-pending-words';
import { useDatabaseWarmUp } from '@/lib/api/account/database-warm-up';
import { useSignedInRedirect } from '../hooks/use-signed-in-redirect';
import { authCopy } from '../model/auth-copy';
import { authErrorMessage } from '../model/auth-errors';
import { EmailField } from './email-field';
import { AuthForm } from './auth-form';
import { AuthLayout, AuthLink } from './auth-layout';
import { GoogleButton, OrDivider } from './google-button';
import { NewPasswordFields } from './new-password-fields';

/**
 * /signup (docs/product.md §7.2): e-mail, password twice, or Google; a message, then home after
 * 2 s.
 */
export function SignupScreen() {
  const mode = useBackendMode();
  const signUp = useSignUpMutation();
  const googleSignIn = useGoogleSignInMutation();
  const navigate = useNavigate();
  const { shouldRedirect, markActing } = useSignedInRedirect();
  useDatabaseWarmUp();
  const [created, setCreated] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const form = useAuthForm({
    schema: signupSchema,
    initialValues: { email: '', password: '', confirmPassword: '' },
    onSubmit: async ({ email, password }) => {
      markActing();
      const { session } = await signUp.mutateAsync({ email, password });
      setCreated(
        session === null
          ? authCopy.signupCheckEmail
          : mode === 'local'
            ? authCopy.signupSignedInLocal
            : authCopy.signupSignedIn,
      );
    },
  });

  useEffect(() => {
    if (!created) return;
    headingRef.current?.focus();
    const timer = setTimeout(
      () => navigate(paths.home, { replace: true }),
      SIGNUP_REDIRECT_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [created, navigate]);

  // Longer than a moment: say what is happening (a first start of this device's database, or a
  // slow network), on the button itself so nothing moves, and to a screen reader once.
  const pendingWords = usePendingWords(
    form.pending,
    'Creating Account...',
    mode === 'local' ? 'Preparing this device...' : 'Still creating it...',
    SIGNUP_SLOW_WORDS_MS,
  );

  const continueWithGoogle = () =>
    form.runExclusive(
      () => googleSignIn.mutateAsync(),
      (error) => (mode === 'local' ? authErrorMessage(error) : authCopy.googleSignUpFailed),
    );

  if (shouldRedirect) return <Navigate to={paths.home} replace />;

  if (created) {
    return (
      <AuthLayout title="Welcome to Clarity" headingRef={headingRef}>
        <div className="flex flex-col gap-5">
          <FormMessage tone="success">{created}</FormMessage>
          <p className="text-ink-muted flex items-center justify-center gap-2 text-sm">
            <Spinner className="size-4" />
            Taking you to Clarity...
          </p>
          <Link
            to={paths.home}
            replace
            className={buttonVariants({ size: 'lg', className: 'w-full' })}
          >
            Continue
          </Link>
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title="Create your account"
      description="Save your ideas and come back to them any time."
      footer={
        <p>
          Already have an account? <AuthLink to={paths.login}>Sign in</AuthLink>
        </p>
      }
    >
      <AuthForm
        form={form}
        label="Sign up"
        submitLabel="Create Account"
        pendingLabel={pendingWords.words}
      >
        <EmailField error={form.errors.email} {...form.input('email')} />
        <NewPasswordFields
          label="Password"
          confirmLabel="Confirm password"
          password={form.input('password')}
          confirmPassword={form.input('confirmPassword')}
          errors={form.errors}
        />
      </AuthForm>
      <p role="status" className="sr-only">
        {pendingWords.slow
          ? mode === 'local'
            ? 'Creating your account: Clarity is preparing its database on this device. The first time takes a few seconds.'
            : 'Creating your account: still waiting for the server.'
          : ''}
      </p>
      <OrDivider />
      <GoogleButton onClick={continueWithGoogle} disabled={form.pending} />
    </AuthLayout>
  );
}
