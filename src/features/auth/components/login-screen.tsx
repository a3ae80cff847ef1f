import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { Field } from '@/components/ui/field';
import { paths } from '@/config/paths';
import { useGoogleSignInMutation } from '@/lib/api/account/google-sign-in-mutation';
import { useSignInMutation } from '@/lib/api/account/sign-in-mutation';
import { useBackendMode } from '@/lib/api/backend-mode';
import { loginSchema } from '@/lib/validation/auth';
import { useAuthForm } from '../hooks/use-auth-form';
import { useDatabaseWarmUp } from '@/lib/api/account/database-warm-up';
import { useSignedInRedirect } from '../hooks/use-signed-in-redirect';
import { authCopy } from '../model/auth-copy';
import { authErrorMessage } from '../model/auth-errors';
import { redirectTarget } from '../model/redirect-target';
import { EmailField } from './email-field';
import { AuthForm } from './auth-form';
import { AuthLayout, AuthLink } from './auth-layout';
import { GoogleButton, OrDivider } from './google-button';
import { PasswordInput } from './password-input';

/**
 * /login (docs/product.md §7.1): e-mail and password, or Google; back to the page that asked, or
 * home.
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

  const form = useAuthForm({
    schema: loginSchema,
    initialValues: { email: '', password: '' },
    onSubmit: async (credentials) => {
      markActing();
      await signIn.mutateAsync(credentials);
      navigate(target, { replace: true });
    },
  });

  const continueWithGoogle = () =>
    form.runExclusive(
      () => googleSignIn.mutateAsync(),
      // Local mode's answer explains what is missing; "try again" would not help there.
      (error) => (mode === 'local' ? authErrorMessage(error) : authCopy.googleSignInFailed),
    );

  if (shouldRedirect) return <Navigate to={target} replace />;

  return (
    <AuthLayout
      title="Welcome back"
      description="Sign in to pick up your ideas where you left them."
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
      </AuthForm>
      <OrDivider />
      <GoogleButton onClick={continueWithGoogle} disabled={form.pending} />
    </AuthLayout>
  );
}
