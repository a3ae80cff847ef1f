import { Link } from 'react-router-dom';
import { StatusScreen } from '@/components/layout/status-screen';
import { Button, buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** A link named an idea that does not exist, is someone else's, or failed to load. */
export function UnavailableIdea({
  reason,
  signedIn,
  onStart,
}: {
  reason: 'not-found' | 'load-failed';
  signedIn: boolean;
  onStart: () => void;
}) {
  return (
    <StatusScreen
      mark="?"
      title={reason === 'not-found' ? 'Idea not found' : 'Failed to load idea'}
      actions={
        <>
          {signedIn ? (
            <Link to={paths.ideas} className={buttonVariants({ variant: 'outline' })}>
              Back to My Ideas
            </Link>
          ) : (
            <Link to={paths.login} className={buttonVariants({ variant: 'outline' })}>
              Sign in
            </Link>
          )}
          <Button onClick={onStart}>Clarify a new idea</Button>
        </>
      }
    >
      {reason === 'not-found'
        ? 'This link points to an idea that does not exist or belongs to another account.'
        : 'Please check your connection and try again.'}
    </StatusScreen>
  );
}
