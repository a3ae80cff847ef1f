import { useEffect, useEffectEvent, useRef, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { Button, buttonVariants } from '@/components/ui/button';
import { paths, sectionIds } from '@/config/paths';
import { cn } from '@/lib/cn';
import { FaqList } from './faq-list';
import { LandingCard } from './landing-card';
import { LandingSection, sectionTitle } from './landing-section';
import { AUDIENCES, FAQ, HOW_IT_WORKS, PLANS } from '@/features/landing/model/content';
import { AboutSection } from './about-section';
import { PlanCard } from './plan-card';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export interface LandingPageProps {
  /** Enters the idea journey (the hero's visitor button and the closing card). */
  onStart: () => void;
  /** Opens the contact / feedback dialog. */
  onContact: () => void;
  /** The session's recent ideas, placed under the hero. */
  recentIdeas?: ReactNode;
  /** Move focus to the main heading on arrival (when coming back from another stage). */
  focusHeading?: boolean;
}

export function LandingPage({
  onStart,
  onContact,
  recentIdeas,
  focusHeading = false,
}: LandingPageProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusOnArrival = useEffectEvent(() => {
    if (focusHeading) headingRef.current?.focus();
  });
  // Only on arrival.
  useEffect(() => focusOnArrival(), []);

  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader onContact={onContact} />

      <main id="main-content" className="flex-1">
        {/* Hero */}
        <section className="from-brand-50 via-surface-muted to-surface-muted bg-gradient-to-b px-4 pt-14 pb-10 sm:pt-24 sm:pb-12">
          <div className="mx-auto flex max-w-3xl flex-col items-center gap-6 text-center">
            <Badge tone="brand" className="px-3 py-1 text-sm">
              Free during beta
            </Badge>
            <h1
              ref={headingRef}
              tabIndex={-1}
              className="font-display text-ink text-4xl font-bold tracking-tight text-balance focus:outline-none sm:text-6xl"
            >
              From Chaos to Clarity.
            </h1>
            <p className="text-ink-muted max-w-xl text-lg text-balance sm:text-xl">
              Turn messy, half-formed ideas into a clear plan. Built for ADHD thinkers, students,
              founders and creatives.
            </p>
            <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
              <Link to={paths.signup} className={buttonVariants({ size: 'lg' })}>
                Get Started - Sign Up
              </Link>
              <Button variant="outline" size="lg" onClick={onStart}>
                Try it now — no account needed
              </Button>
            </div>
          </div>
        </section>

        {recentIdeas ? <div className="pb-4 empty:hidden">{recentIdeas}</div> : null}

        <LandingSection
          id={sectionIds.howItWorks}
          headingId="how-heading"
          title="How It Works"
          lead="Three calm steps from a cloud of thoughts to a next move."
          className="scroll-mt-20 px-4 pt-10 pb-16 sm:pt-12 sm:pb-24"
        >
          <ol className="mt-10 grid gap-6 text-left md:grid-cols-3">
            {HOW_IT_WORKS.map((step, index) => (
              <LandingCard key={step.title} {...step} step={index + 1} />
            ))}
          </ol>
        </LandingSection>

        <LandingSection
          id={sectionIds.whoItsFor}
          headingId="who-heading"
          title="Who It's For"
          lead="For minds that think differently — and ideas that arrive all at once."
          className="bg-surface scroll-mt-20 px-4 py-16 sm:py-24"
        >
          <ul className="mt-10 grid gap-6 text-left sm:grid-cols-2 lg:grid-cols-4">
            {AUDIENCES.map((audience) => (
              <LandingCard key={audience.title} {...audience} />
            ))}
          </ul>
        </LandingSection>

        <LandingSection
          id={sectionIds.pricing}
          headingId="pricing-heading"
          title="Pricing"
          lead="Free while we are in beta. More plans are on the way."
          className="scroll-mt-20 px-4 py-16 sm:py-24"
        >
          <ul className="mt-10 grid gap-6 text-left md:grid-cols-3">
            {PLANS.map((plan) => (
              <PlanCard key={plan.name} plan={plan} />
            ))}
          </ul>
        </LandingSection>

        <section
          id={sectionIds.faq}
          aria-labelledby="faq-heading"
          className="bg-surface scroll-mt-20 px-4 py-16 sm:py-24"
        >
          <div className="mx-auto max-w-3xl">
            <h2 id="faq-heading" className={cn(sectionTitle, 'text-center')}>
              Frequently Asked Questions
            </h2>
            <div className="mt-10">
              <FaqList items={FAQ} />
            </div>
            <div className="mt-10 flex flex-col items-center gap-3 text-center">
              <p className="text-ink-muted">Still have a question?</p>
              <Button variant="secondary" onClick={onContact}>
                Contact Us
              </Button>
            </div>
          </div>
        </section>

        <AboutSection />

        <section
          id={sectionIds.start}
          aria-labelledby="start-heading"
          className="scroll-mt-20 px-4 pb-20"
        >
          <div className="rounded-card from-brand-800 to-brand-950 shadow-lift mx-auto flex max-w-3xl flex-col items-center gap-5 bg-gradient-to-br px-6 py-12 text-center text-white sm:px-12">
            <h2
              id="start-heading"
              className="font-display text-3xl font-bold tracking-tight sm:text-4xl"
            >
              Ready to untangle your idea?
            </h2>
            <p className="text-brand-100 max-w-xl text-lg">
              It takes a minute. Bring the mess — we&apos;ll help you find the shape of it.
            </p>
            <Button
              size="lg"
              onClick={onStart}
              className="text-brand-900 hover:bg-brand-50 active:bg-brand-100 bg-white"
            >
              Start Clarifying Now
            </Button>
          </div>
        </section>
      </main>

      <SiteFooter />
    </div>
  );
}
