import { useState } from 'react';
import { Navigate } from 'react-router-dom';
import { SIGNUP_SLOW_WORDS_MS } from '@/config/constants';
import { paths } from '@/config/paths';
import { useGoogleSignInMutation } from '@/lib/api/account/google-sign-in-mutation';
import { useSignUpMutation } from '@/lib/api/account/sign-up-mutation';
import { useBackendMode } from '@/lib/api/backend-mode';
import { signupSchema } from '@/lib/validation/auth';
import { useAuthForm } from '../hooks/use-auth-form';
import { useBringBack } from '../hooks/use-bring-back';
import { useKeptFrame } from '../hooks/use-kept-frame';
import { usePendingWords } from '../hooks/use-pending-words';
import { useDatabaseWarmUp } from '@/lib/api/account/database-warm-up';
import { useSignedInRedirect } from '../hooks/use-signed-in-redirect';
import { authCopy } from '../model/auth-copy';
import { authErrorMessage } from '../model/auth-errors';
import { outcomeLine, type RestoreOutcome } from '../model/bring-back';
import { EmailField } from './email-field';
import { ArrivalPanel } from './arrival-panel';
import { AuthForm } from './auth-form';
import { AuthLayout, AuthLink } from './auth-layout';
import { BringBackCopy } from './bring-back-copy';
import { GoogleButton, OrDivider } from './google-button';
import { NewPasswordFields } from './new-password-fields';

const SIGNUP_DESCRIPTION = 'Save your ideas and come back to them any time.';

/**
 * /signup (docs/product.md §7.2): e-mail, password twice, or Google; a message, then home after
 * 2 s. In local mode a copy chosen with 'Bring back from a copy' is restored into the new account
 * first, and the person goes to their ideas (§7.8).
 */
export function SignupScreen() {
  const mode = useBackendMode();
  const signUp = useSignUpMutation();
  const googleSignIn = useGoogleSignInMutation();
  const { shouldRedirect, markActing } = useSignedInRedirect();
  useDatabaseWarmUp();
  const bringBack = useBringBack();
  const [created, setCreated] = useState<{
    message: string;
    restored: RestoreOutcome | null;
  } | null>(null);
  const frame = useKeptFrame();

  const form = useAuthForm({
    schema: signupSchema,
    initialValues: { email: '', password: '', confirmPassword: '' },
    onSubmit: async ({ email, password }) => {
      markActing();
      const { session } = await signUp.mutateAsync({ email, password });
      const restored = session === null ? null : await bringBack.restore();
      frame.keep();
      setCreated({
        message:
          session === null
            ? authCopy.signupCheckEmail
            : mode === 'local'
              ? authCopy.signupSignedInLocal
              : authCopy.signupSignedIn,
        // The account exists now; the copy waited for it.
        restored,
      });
    },
  });

  // Longer than a moment: say what is happening (a first start of this device's database, or a
  // slow network), on the button itself so nothing moves, and to a screen reader once.
  const slowWords = mode === 'local' ? 'Preparing this device...' : 'Still creating it...';
  const pendingWords = usePendingWords(
    form.pending,
    'Creating Account...',
    slowWords,
    SIGNUP_SLOW_WORDS_MS,
  );

  const continueWithGoogle = () =>
    form.runExclusive(
      () => googleSignIn.mutateAsync(),
      (error) => (mode === 'local' ? authErrorMessage(error) : authCopy.googleSignUpFailed),
    );

  if (shouldRedirect) return <Navigate to={paths.home} replace />;

  if (created) {
    const { restored } = created;
    return (
      <ArrivalPanel
        title="Welcome to Clarity"
        description={SIGNUP_DESCRIPTION}
        keepHeight={frame.keptHeight}
        messages={[
          { tone: 'success', text: created.message },
          ...(restored
            ? [{ tone: restored.ok ? 'success' : 'error', text: outcomeLine(restored) } as const]
            : []),
        ]}
        to={restored?.ok ? paths.ideas : paths.home}
        goingLabel={
          restored === null
            ? 'Taking you to Clarity...'
            : restored.ok
              ? 'Taking you to your ideas...'
              : null
        }
      />
    );
  }

  return (
    <AuthLayout
      title="Create your account"
      description={SIGNUP_DESCRIPTION}
      frameRef={frame.frameRef}
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
        pendingRoomFor={slowWords}
      >
        <EmailField error={form.errors.email} {...form.input('email')} />
        <NewPasswordFields
          label="Password"
          confirmLabel="Confirm password"
          password={form.input('password')}
          confirmPassword={form.input('confirmPassword')}
          errors={form.errors}
        />
        {mode === 'local' ? (
          <BringBackCopy bringBack={bringBack} until="signup" disabled={form.pending} />
        ) : null}
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
