import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { buttonVariants } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { PASSWORD_RESET_REDIRECT_DELAY_MS } from '@/config/constants';
import { paths } from '@/config/paths';
import { useRecoveryPasswordMutation } from '@/lib/api/account/password-change-mutation';
import { useRecoveryLinkMutation } from '@/lib/api/account/recovery-link-mutation';
import { useSignOutMutation } from '@/lib/api/account/sign-out-mutation';
import { useBackendMode } from '@/lib/api/backend-mode';
import { BackendError } from '@/domain/errors';
import type { RecoveryLink } from '@/domain/model';
import { newPasswordPairSchema } from '@/lib/validation/auth';
import { useAuthForm } from '../hooks/use-auth-form';
import { authCopy } from '../model/auth-copy';
import { authErrorMessage } from '../model/auth-errors';
import { parseRecoveryLink } from '../model/recovery-link';
import { AuthForm } from './auth-form';
import { AuthLayout, AuthLink } from './auth-layout';
import { NewPasswordFields } from './new-password-fields';

type LinkState =
  { status: 'checking' } | { status: 'ready' } | { status: 'unusable'; message: string };

/**
 * /reset-password (docs/product.md §7.4): opens the link from the e-mail (a PKCE code; a link
 * bearing tokens is refused as invalid), then takes the new password twice; 'Password Updated',
 * and /login after 3 s.
 */
export function ResetPasswordScreen() {
  const mode = useBackendMode();
  const { mutateAsync: openRecoveryLink } = useRecoveryLinkMutation();
  const changePassword = useRecoveryPasswordMutation();
  const signOut = useSignOutMutation();
  const navigate = useNavigate();
  const location = useLocation();
  // Read once: the address is cleaned below so no code or token stays in history.
  const [link] = useState<RecoveryLink | null>(() => parseRecoveryLink(location.search));
  const [arrivedWithParameters] = useState(() => location.search !== '' || location.hash !== '');
  const [linkState, setLinkState] = useState<LinkState>(() =>
    link ? { status: 'checking' } : { status: 'unusable', message: authCopy.invalidResetLink },
  );
  const [updated, setUpdated] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (arrivedWithParameters)
      navigate({ pathname: paths.resetPassword, search: '', hash: '' }, { replace: true });
  }, [arrivedWithParameters, navigate]);

  useEffect(() => {
    if (!link) return;
    let active = true;
    openRecoveryLink(link)
      .then(() => {
        if (active) setLinkState({ status: 'ready' });
      })
      .catch((error: unknown) => {
        if (!active) return;
        // Local mode says what it lacks; a connection problem says so; anything the auth server
        // refused (used, expired, opened in another browser) is "invalid or expired"
        // (docs/product.md §7.4).
        const unexpected = !(error instanceof BackendError) || error.code === 'unexpected';
        const message =
          mode === 'local' || unexpected ? authErrorMessage(error) : authCopy.invalidResetLink;
        setLinkState({ status: 'unusable', message });
      });
    return () => {
      active = false;
    };
  }, [mode, link, openRecoveryLink]);

  const form = useAuthForm({
    schema: newPasswordPairSchema,
    initialValues: { password: '', confirmPassword: '' },
    onSubmit: async ({ password }) => {
      await changePassword.mutateAsync(password);
      setUpdated(true);
      // The next step is signing in with the new password, so this recovery session ends here.
      signOut
        .mutateAsync()
        .catch((error: unknown) => console.warn('Sign-out after a password reset failed.', error));
    },
  });

  useEffect(() => {
    if (!updated) return;
    headingRef.current?.focus();
    const timer = setTimeout(
      () => navigate(paths.login, { replace: true }),
      PASSWORD_RESET_REDIRECT_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [updated, navigate]);

  if (updated) {
    return (
      <AuthLayout title={authCopy.passwordUpdated} headingRef={headingRef}>
        <div className="flex flex-col gap-5">
          <FormMessage tone="success">
            Your password has been changed. Sign in with your new password.
          </FormMessage>
          <p className="text-ink-muted flex items-center justify-center gap-2 text-sm">
            <Spinner className="size-4" />
            Taking you to sign in...
          </p>
          <Link
            to={paths.login}
            replace
            className={buttonVariants({ size: 'lg', className: 'w-full' })}
          >
            Sign In
          </Link>
        </div>
      </AuthLayout>
    );
  }

  if (linkState.status === 'checking') {
    return (
      <AuthLayout title="Set a new password">
        <div role="status" className="text-ink-muted flex flex-col items-center gap-3 py-6">
          <Spinner className="size-8" />
          <p>Checking your reset link...</p>
        </div>
      </AuthLayout>
    );
  }

  if (linkState.status === 'unusable') {
    return (
      <AuthLayout title="Set a new password">
        <div className="flex flex-col gap-5">
          <FormMessage>{linkState.message}</FormMessage>
          <div className="flex flex-col gap-3">
            <Link
              to={paths.forgotPassword}
              className={buttonVariants({ size: 'lg', className: 'w-full' })}
            >
              Request a New Link
            </Link>
            <Link
              to={paths.login}
              className={buttonVariants({ variant: 'outline', size: 'lg', className: 'w-full' })}
            >
              Back to Sign In
            </Link>
          </div>
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title="Set a new password"
      description="Choose a new password for your account."
      footer={
        <p>
          Changed your mind? <AuthLink to={paths.login}>Back to Sign In</AuthLink>
        </p>
      }
    >
      <AuthForm
        form={form}
        label="Choose a new password"
        submitLabel="Update Password"
        pendingLabel="Updating Password..."
      >
        <NewPasswordFields
          label="New password"
          confirmLabel="Confirm new password"
          password={form.input('password')}
          confirmPassword={form.input('confirmPassword')}
          errors={form.errors}
        />
      </AuthForm>
    </AuthLayout>
  );
}
