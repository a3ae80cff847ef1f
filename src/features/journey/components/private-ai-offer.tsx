import { Link } from 'react-router-dom';
import { buttonVariants } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/field';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { getEnv } from '@/config/env';
import { aiConnectedAtHand } from '@/lib/ai/connection-at-hand';
import { isAiConnected, useAiModule } from '@/features/journey/hooks/use-ai-module';

/**
 * The one-click way to 'Private AI in this browser' wherever Clarity says no AI answers
 * (docs/decisions/067-private-ai-in-the-page.md): it opens 'AI settings' with that choice shown,
 * where the model's name and size are said before anything downloads.
 */
export function PrivateAiOfferLink({
  className,
  children = 'Use Private AI in this browser',
}: {
  className?: string;
  children?: string;
}) {
  return (
    <Link
      to={`${paths.aiSettings}?choice=private`}
      className={cn(buttonVariants({ variant: 'outline', size: 'sm' }), 'shrink-0', className)}
    >
      {children}
    </Link>
  );
}

/**
 * On the idea's form, before anything is sent: said only when this copy of Clarity and this
 * browser have no AI at all. In the form's first paint (the stored choice's kind says it before the
 * AI module arrives), so the box below never moves when it does
 * (docs/decisions/093-the-first-ten-minutes-still.md).
 */
export function NoAiOffer() {
  const ai = useAiModule(true);
  if (ai ? isAiConnected(ai) : aiConnectedAtHand(getEnv())) return null;
  return (
    // A standing note, not news: a live region here would be read out over the person's typing
    // and dictation.
    <FormMessage
      tone="info"
      role="note"
      className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between"
    >
      <span>
        <strong>AI not connected</strong>: your idea will get general examples. A private AI can run
        in this browser instead, and your idea never leaves this device.
      </span>
      <PrivateAiOfferLink className="self-start sm:self-center" />
    </FormMessage>
  );
}
