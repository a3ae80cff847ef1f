import { Link } from 'react-router-dom';
import { Button, buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { type Plan } from '@/features/landing/model/content';

export function PlanCard({ plan }: { plan: Plan }) {
  const headingId = `plan-${plan.name.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <li
      className={cn(
        'rounded-card bg-surface shadow-card relative flex flex-col border p-6',
        plan.locked ? 'border-line' : 'border-brand-300 ring-brand-200 ring-2',
      )}
    >
      <div className={cn('flex flex-1 flex-col', plan.locked && 'blur-[2px] select-none')}>
        <h3 id={headingId} className="text-ink text-lg font-semibold">
          {plan.name}
        </h3>
        {/* Price and period may wrap apart when text is enlarged. */}
        <p className="mt-3 flex flex-wrap items-baseline">
          <span className="font-display text-ink text-4xl font-bold">${plan.price}</span>
          <span className="text-ink-muted">/month</span>
        </p>
        <p className="text-ink-muted mt-2">{plan.blurb}</p>
        <ul className="mt-6 flex flex-1 flex-col gap-2">
          {plan.features.map((feature) => (
            <li key={feature} className="text-ink flex gap-2">
              <span aria-hidden="true" className="text-success-600">
                ✓
              </span>
              {feature}
            </li>
          ))}
        </ul>
        {plan.locked ? (
          <Button variant="outline" className="mt-6 w-full" disabled>
            Coming Soon
          </Button>
        ) : (
          <Link to={paths.signup} className={cn(buttonVariants({ size: 'lg' }), 'mt-6 w-full')}>
            Start Free Beta
          </Link>
        )}
      </div>
      {plan.locked ? (
        <div
          aria-hidden="true"
          className="rounded-card bg-surface/40 absolute inset-0 flex items-center justify-center"
        >
          <span className="rounded-pill bg-ink shadow-card px-4 py-2 text-sm font-semibold text-white">
            Coming Soon
          </span>
        </div>
      ) : null}
    </li>
  );
}
