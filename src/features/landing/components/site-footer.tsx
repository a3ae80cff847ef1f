import { useEffect, useRef, useState, type RefObject } from 'react';
import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { getEnv } from '@/config/env';
import { paths } from '@/config/paths';
import { useLazyModule } from '@/lib/use-lazy-module';

const loadInUse = () => import('@/lib/ai/in-use');

/**
 * The footer names the AI this browser actually sends ideas to, or says there is none
 * (docs/product.md §4.4). Reading the choice needs its checks (zod), so the name is worked out
 * when the footer comes near the screen, not in the first paint; until then the badge is absent.
 */
function useAiInUse(footer: RefObject<HTMLElement | null>) {
  // Without IntersectionObserver (old browsers, tests), at once. It only decides when to load.
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = footer.current;
    if (!element || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '400px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [footer, near]);
  const inUse = useLazyModule(loadInUse, near);
  return inUse ? { name: inUse.aiInUseName(getEnv()) } : null;
}

export function SiteFooter() {
  const footer = useRef<HTMLElement>(null);
  const ai = useAiInUse(footer);
  return (
    <footer ref={footer} className="border-line bg-surface border-t px-4 py-10">
      <div className="mx-auto flex max-w-6xl flex-col items-center gap-4 text-center">
        <p className="font-display text-ink text-xl font-bold">From Chaos to Clarity.</p>
        {/* The AI's name arrives as the footer nears the screen: its line keeps its height before
            then, so the links below it do not move under a finger or a pointer. */}
        <p className="flex min-h-7 items-center">
          {ai ? (
            <Badge tone="brand" className="whitespace-normal">
              {ai.name ? `Powered by ${ai.name}` : 'No AI connected: examples only'}
            </Badge>
          ) : null}
        </p>
        <Badge className="whitespace-normal">Built by students, for thinkers</Badge>
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
