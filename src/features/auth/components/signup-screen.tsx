import { useEffect, useRef, useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { buttonVariants } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { SIGNUP_REDIRECT_DELAY_MS } from '@/config/constants';
import { paths } from '@/config/paths';
import { useGoogleSignInMutation } from '@/lib/api/account/google-sign-in-mutation';
import { useSignUpMutation } from '@/lib/api/account/sign-up-mutation';
import { useBackendMode } from '@/lib/api/backend-mode';
import { moveFocusTo } from '@/lib/focus';
import { signupSchema } from '@/lib/validation/auth';
import { useAuthForm } from '../hooks/use-auth-form';
import { useDatabaseWarmUp } from '@/lib/api/account/database-warm-up';
import { useSignedInRedirect } from '../hooks/use-signed-in-redirect';
import { authCopy } from '../model/auth-copy';
import { authErrorMessage } from '../model/auth-errors';
import { EmailField } from './email-field';
import { AuthForm } from './auth-form';
import { AuthLayout, AuthLink } from './auth-layout';
import { GoogleButton, OrDivider } from './google-button';
import { NewPasswordFields } from './new-password-fields';

const SIGNUP_DESCRIPTION = 'Save your ideas and come back to them any time.';

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
  // The form's frame, measured as it gives way to 'Account created!': that view keeps its height.
  const frame = useRef<HTMLDivElement>(null);
  const [keptHeight, setKeptHeight] = useState<number>();

  const form = useAuthForm({
    schema: signupSchema,
    initialValues: { email: '', password: '', confirmPassword: '' },
    onSubmit: async ({ email, password }) => {
      markActing();
      const { session } = await signUp.mutateAsync({ email, password });
      setKeptHeight(frame.current?.offsetHeight);
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
    moveFocusTo(headingRef.current);
    const timer = setTimeout(
      () => navigate(paths.home, { replace: true }),
      SIGNUP_REDIRECT_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [created, navigate]);

  const continueWithGoogle = () =>
    form.runExclusive(
      () => googleSignIn.mutateAsync(),
      (error) => (mode === 'local' ? authErrorMessage(error) : authCopy.googleSignUpFailed),
    );

  if (shouldRedirect) return <Navigate to={paths.home} replace />;

  if (created) {
    return (
      // The same frame and words under the heading as the form's, at its height: nothing on the
      // screen moves as the message takes the form's place.
      <AuthLayout
        title="Welcome to Clarity"
        description={SIGNUP_DESCRIPTION}
        headingRef={headingRef}
        keepHeight={keptHeight}
      >
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
      description={SIGNUP_DESCRIPTION}
      frameRef={frame}
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
        pendingLabel="Creating Account..."
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
      <OrDivider />
      <GoogleButton onClick={continueWithGoogle} disabled={form.pending} />
    </AuthLayout>
  );
}
