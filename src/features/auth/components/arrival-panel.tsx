import { useEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { buttonVariants } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { SIGNUP_REDIRECT_DELAY_MS } from '@/config/constants';
import { moveFocusTo } from '@/lib/focus';
import { AuthLayout } from './auth-layout';

interface ArrivalPanelProps {
  title: string;
  messages: ReadonlyArray<{ tone: 'success' | 'error'; text: string }>;
  /** Where 'Continue' leads. */
  to: string;
  /** Said while it goes there by itself after 2 s; null stays, so a failure can be read. */
  goingLabel: string | null;
  /** The form's words under the heading, kept so that nothing moves as the panel takes its place. */
  description?: string;
  /** The form's height as it gave way, kept for the same reason. */
  keepHeight?: number | undefined;
}

/**
 * What an account page shows once the person is in (docs/product.md §7.2, §7.8): its messages,
 * read out from the focused heading, then on to `to` after 2 s, or at once with 'Continue'.
 */
export function ArrivalPanel({
  title,
  messages,
  to,
  goingLabel,
  description,
  keepHeight,
}: ArrivalPanelProps) {
  const navigate = useNavigate();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const goesOn = goingLabel !== null;

  useEffect(() => {
    moveFocusTo(headingRef.current);
    if (!goesOn) return;
    const timer = setTimeout(() => navigate(to, { replace: true }), SIGNUP_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [goesOn, to, navigate]);

  return (
    <AuthLayout
      title={title}
      description={description}
      headingRef={headingRef}
      keepHeight={keepHeight}
    >
      <div className="flex flex-col gap-5">
        {messages.map((message) => (
          <FormMessage key={message.text} tone={message.tone}>
            {message.text}
          </FormMessage>
        ))}
        {goingLabel ? (
          <p className="text-ink-muted flex items-center justify-center gap-2 text-sm">
            <Spinner className="size-4" />
            {goingLabel}
          </p>
        ) : null}
        <Link to={to} replace className={buttonVariants({ size: 'lg', className: 'w-full' })}>
          Continue
        </Link>
      </div>
    </AuthLayout>
  );
}
