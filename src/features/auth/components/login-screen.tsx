import { useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { Field } from '@/components/ui/field';
import { paths } from '@/config/paths';
import { useGoogleSignInMutation } from '@/lib/api/account/google-sign-in-mutation';
import { useSignInMutation } from '@/lib/api/account/sign-in-mutation';
import { useBackendMode } from '@/lib/api/backend-mode';
import { BackendError } from '@/domain/errors';
import { loginSchema } from '@/lib/validation/auth';
import { useAuthForm } from '../hooks/use-auth-form';
import { useBringBack } from '../hooks/use-bring-back';
import { useKeptFrame } from '../hooks/use-kept-frame';
import { useDatabaseWarmUp } from '@/lib/api/account/database-warm-up';
import { useSignedInRedirect } from '../hooks/use-signed-in-redirect';
import { authCopy } from '../model/auth-copy';
import { authErrorMessage } from '../model/auth-errors';
import { accountGoneHint, outcomeLine, type RestoreOutcome } from '../model/bring-back';
import { redirectTarget } from '../model/redirect-target';
import { EmailField } from './email-field';
import { ArrivalPanel } from './arrival-panel';
import { AuthForm } from './auth-form';
import { AuthLayout, AuthLink } from './auth-layout';
import { BringBackCopy } from './bring-back-copy';
import { GoogleButton, OrDivider } from './google-button';
import { PasswordInput } from './password-input';

const LOGIN_DESCRIPTION = 'Sign in to pick up your ideas where you left them.';

/**
 * /login (docs/product.md §7.1): e-mail and password, or Google; back to the page that asked, or
 * home. In local mode a copy chosen with 'Bring back from a copy' is restored into the account
 * once signed in, and the person goes to their ideas (§7.8).
 */
export function LoginScreen() {
  const mode = useBackendMode();
  const signIn = useSignInMutation();
  const googleSignIn = useGoogleSignInMutation();
  const navigate = useNavigate();
  const location = useLocation();
  const target = redirectTarget(location.state);
  const { shouldRedirect, markActing } = useSignedInRedirect();
  useDatabaseWarmUp();
  const bringBack = useBringBack();
  const [restored, setRestored] = useState<RestoreOutcome | null>(null);
  const frame = useKeptFrame();

  const form = useAuthForm({
    schema: loginSchema,
    initialValues: { email: '', password: '' },
    onSubmit: async (credentials) => {
      markActing();
      await signIn.mutateAsync(credentials);
      const outcome = await bringBack.restore();
      if (!outcome) {
        navigate(target, { replace: true });
        return;
      }
      // The arrival keeps the form's frame and words, as on sign-up: nothing moves.
      frame.keep();
      setRestored(outcome);
    },
    errorMessage: (error) => {
      const message = authErrorMessage(error);
      // Where a browser cleared its storage, the local account went with the ideas.
      return bringBack.copy && error instanceof BackendError && error.code === 'invalid_credentials'
        ? `${message}. ${accountGoneHint}`
        : message;
    },
  });

  const continueWithGoogle = () =>
    form.runExclusive(
      () => googleSignIn.mutateAsync(),
      // Local mode's answer explains what is missing; "try again" would not help there.
      (error) => (mode === 'local' ? authErrorMessage(error) : authCopy.googleSignInFailed),
    );

  if (shouldRedirect) return <Navigate to={target} replace />;

  if (restored) {
    return (
      <ArrivalPanel
        title="Welcome back"
        description={LOGIN_DESCRIPTION}
        keepHeight={frame.keptHeight}
        messages={[{ tone: restored.ok ? 'success' : 'error', text: outcomeLine(restored) }]}
        to={restored.ok ? paths.ideas : target}
        goingLabel={restored.ok ? 'Taking you to your ideas...' : null}
      />
    );
  }

  return (
    <AuthLayout
      title="Welcome back"
      description={LOGIN_DESCRIPTION}
      frameRef={frame.frameRef}
      footer={
        <p>
          Don’t have an account? <AuthLink to={paths.signup}>Sign up</AuthLink>
        </p>
      }
    >
      <AuthForm form={form} label="Sign in" submitLabel="Sign In" pendingLabel="Signing In...">
        <EmailField error={form.errors.email} {...form.input('email')} />
        <Field
          label="Password"
          error={form.errors.password}
          labelAside={
            <AuthLink to={paths.forgotPassword}>
              <span className="text-sm">Forgot password?</span>
            </AuthLink>
          }
        >
          {(control) => (
            <PasswordInput
              {...control}
              {...form.input('password')}
              autoComplete="current-password"
            />
          )}
        </Field>
        {mode === 'local' ? (
          <BringBackCopy bringBack={bringBack} until="login" disabled={form.pending} />
        ) : null}
      </AuthForm>
      <OrDivider />
      <GoogleButton onClick={continueWithGoogle} disabled={form.pending} />
    </AuthLayout>
  );
}
