import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { paths } from '@/config/paths';

export function SiteFooter({ modelName }: { modelName: string }) {
  return (
    <footer className="border-line bg-surface border-t px-4 py-10">
      <div className="mx-auto flex max-w-6xl flex-col items-center gap-4 text-center">
        <p className="font-display text-ink text-xl font-bold">From Chaos to Clarity.</p>
        <ul className="flex flex-wrap justify-center gap-2">
          <li>
            <Badge tone="brand" className="whitespace-normal">
              Powered by {modelName}
            </Badge>
          </li>
          <li>
            <Badge className="whitespace-normal">Built by students, for thinkers</Badge>
          </li>
        </ul>
        <p className="text-ink-muted text-sm">© 2025 Clarity. All rights reserved.</p>
        <p className="text-sm">
          <Link
            to={paths.privacy}
            className="min-h-target text-brand-700 inline-flex items-center px-2 font-medium underline underline-offset-4"
          >
            Privacy
          </Link>
        </p>
      </div>
    </footer>
  );
}
