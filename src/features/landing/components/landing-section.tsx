import type { ReactNode } from 'react';

export const sectionTitle = 'font-display text-3xl font-bold tracking-tight text-ink sm:text-4xl';
const sectionLead = 'mx-auto mt-3 max-w-2xl text-lg text-ink-muted';

interface LandingSectionProps {
  /** The in-page anchor the header's links scroll to (`sectionIds`). */
  id: string;
  /** Names the section for assistive technology through its heading. */
  headingId: string;
  title: ReactNode;
  lead: ReactNode;
  /** Background and padding: they differ from section to section to give the page its rhythm. */
  className: string;
  children: ReactNode;
}

/**
 * A centred landing section: a level-2 heading that labels it, a lead line under the heading, and
 * its content (a list of cards) below.
 */
export function LandingSection({
  id,
  headingId,
  title,
  lead,
  className,
  children,
}: LandingSectionProps) {
  return (
    <section id={id} aria-labelledby={headingId} className={className}>
      <div className="mx-auto max-w-5xl text-center">
        <h2 id={headingId} className={sectionTitle}>
          {title}
        </h2>
        <p className={sectionLead}>{lead}</p>
        {children}
      </div>
    </section>
  );
}
