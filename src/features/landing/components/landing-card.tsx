import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

interface LandingCardProps {
  /** The decoration above the title (icons, a step number); hidden from assistive technology. */
  visual: ReactNode;
  title: string;
  body: string;
  /** Background and border of this list's cards. */
  className: string;
  /** Space above the title, which depends on how tall the visual is. */
  titleClassName: string;
}

/** One card of a landing section's list: a visual, a level-3 title and a short text. */
export function LandingCard({ visual, title, body, className, titleClassName }: LandingCardProps) {
  return (
    <li className={className}>
      {visual}
      <h3 className={cn('text-ink text-lg font-semibold', titleClassName)}>{title}</h3>
      <p className="text-ink-muted mt-2 leading-relaxed">{body}</p>
    </li>
  );
}
