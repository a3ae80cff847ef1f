import { useState } from 'react';
import { useSession } from '@/lib/session/session-provider';

/**
 * /login and /signup are for people who are not signed in: someone who arrives signed in is sent
 * on (the caller renders `<Navigate>` when `shouldRedirect`). A sign-in that happens *on* the
 * screen is the screen's to follow up (a message, a delay), so `markActing()` turns this off.
 */
export function useSignedInRedirect() {
  const session = useSession();
  const [acting, setActing] = useState(false);
  return {
    shouldRedirect: session.status === 'signed-in' && !acting,
    markActing: () => setActing(true),
  };
}
