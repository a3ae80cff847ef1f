import { Link, useNavigate } from 'react-router-dom';
import { StatusScreen } from '@/components/layout/status-screen';
import { Button, buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** docs/product.md §3.1: any other path. */
export default function NotFoundRoute() {
  const navigate = useNavigate();
  // A visitor who landed here from outside has no page to go back to: take them home instead.
  const goBack = () => (window.history.length > 1 ? navigate(-1) : navigate(paths.home));
  return (
    <StatusScreen
      mark="404"
      title="Page Not Found"
      actions={
        <>
          <Link to={paths.home} className={buttonVariants({ size: 'lg' })}>
            Return Home
          </Link>
          <Button variant="outline" size="lg" onClick={goBack}>
            Go Back
          </Button>
        </>
      }
    >
      <p className="text-balance">
        This page wandered off — like a good idea at 2 a.m. Let’s get you back on track.
      </p>
    </StatusScreen>
  );
}
