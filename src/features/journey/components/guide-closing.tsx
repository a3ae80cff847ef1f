import type { RefObject } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';

/** The guide's extras (tools, resources…) under their label. */
export function GuideExtras({
  id,
  label,
  extras,
}: {
  id: string;
  label: string;
  extras: readonly string[];
}) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="text-ink font-semibold">
        {label}
      </h2>
      <ul className="flex flex-wrap gap-2">
        {extras.map((extra, index) => (
          <li key={`${index}-${extra}`}>
            <Badge tone="brand" className="px-3 py-1 text-sm">
              {extra}
            </Badge>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The closing card once every step is done (docs/product.md §5.7), its heading taking focus. */
export function ClosingCard({
  headingRef,
  completed,
  total,
  onBackToSelector,
}: {
  headingRef: RefObject<HTMLHeadingElement | null>;
  completed: number;
  total: number;
  onBackToSelector: () => void;
}) {
  return (
    <Card className="border-success-600/30 bg-success-50" role="status" data-closing-card>
      <CardContent className="flex flex-col items-center gap-4 pt-6 text-center">
        <p aria-hidden="true" className="text-4xl">
          🎉
        </p>
        <h2
          ref={headingRef}
          tabIndex={-1}
          className="font-display text-ink text-2xl font-bold focus:outline-none"
        >
          Want help with something else?
        </h2>
        <p className="text-success-700 font-semibold">
          {completed} of {total} steps done
        </p>
        <p className="text-ink-muted max-w-prose">
          You completed every step of this guide. Pick another path and keep the momentum going.
        </p>
        <Button size="lg" onClick={onBackToSelector}>
          Explore another path
        </Button>
      </CardContent>
    </Card>
  );
}
