import { useEffect, useEffectEvent, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { Button, buttonVariants } from '@/components/ui/button';
import { paths, sectionIds } from '@/config/paths';
import { cn } from '@/lib/cn';
import { FaqList } from './faq-list';
import { LandingCard } from './landing-card';
import { LandingSection, sectionTitle } from './landing-section';
import {
  AUDIENCES,
  FAQ,
  HOW_IT_WORKS,
  NAV_LINKS,
  PLANS,
  SOCIAL_PROFILE,
  STATS,
  type Plan,
} from '@/features/landing/model/content';

export interface LandingPageProps {
  /** Enters the idea journey (the hero's visitor button and the closing card). */
  onStart: () => void;
  /** Opens the contact / feedback dialog. */
  onContact: () => void;
  /** The configured chat model, named in the footer. */
  modelName: string;
  /** The session's recent ideas, placed under the hero. */
  recentIdeas?: ReactNode;
  /** Move focus to the main heading on arrival (when coming back from another stage). */
  focusHeading?: boolean;
}

export function LandingPage({
  onStart,
  onContact,
  modelName,
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

        <section
          id={sectionIds.about}
          aria-labelledby="about-heading"
          className="scroll-mt-20 px-4 py-16 sm:py-24"
        >
          <div className="mx-auto grid max-w-5xl items-start gap-10 lg:grid-cols-2">
            <div>
              <h2 id="about-heading" className={sectionTitle}>
                About
              </h2>
              <div className="text-ink-muted mt-6 flex max-w-prose flex-col gap-4 leading-relaxed">
                <p>
                  Clarity started in a student dorm. Our founder has ADHD, and for years the best
                  ideas arrived at the worst moments — twenty tabs open, three notebooks
                  half-filled, and no idea where to begin.
                </p>
                <p>
                  The problem was never a lack of ideas. It was turning a storm of thoughts into one
                  clear next step. So we built the tool we wished we had: a calm place to pour an
                  idea out, see it structured, and know exactly what to do next.
                </p>
                <p>
                  Clarity is built by students, for thinkers — and shaped by the people who use it.
                </p>
              </div>
            </div>
            <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2">
              {STATS.map((stat) => (
                <div
                  key={stat.label}
                  className="rounded-card border-line bg-surface shadow-card flex flex-col-reverse gap-1 border p-6"
                >
                  <dt className="text-ink-muted">{stat.label}</dt>
                  <dd className="font-display text-brand-700 text-4xl font-bold">{stat.value}</dd>
                </div>
              ))}
            </dl>
          </div>
        </section>

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

      <SiteFooter modelName={modelName} />
    </div>
  );
}

function PlanCard({ plan }: { plan: Plan }) {
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

function SiteHeader({ onContact }: { onContact: () => void }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = () => setMenuOpen(false);

  const navLinks = (onChoose?: () => void) =>
    NAV_LINKS.map((link) => (
      <li key={link.id}>
        <a
          href={`#${link.id}`}
          onClick={onChoose}
          className="min-h-target rounded-control text-ink-muted hover:bg-surface-sunken hover:text-ink inline-flex items-center px-3 font-medium"
        >
          {link.label}
        </a>
      </li>
    ));

  return (
    <header className="border-line bg-surface/95 sticky top-0 z-30 border-b backdrop-blur">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-2">
        <a
          href="#main-content"
          className="min-h-target rounded-control font-display text-ink flex items-center gap-2 text-xl font-bold"
        >
          <span
            aria-hidden="true"
            className="rounded-control bg-brand-700 flex size-8 items-center justify-center text-base text-white"
          >
            C
          </span>
          Clarity
        </a>

        <nav aria-label="Sections" className="hidden lg:block">
          <ul className="flex items-center gap-1">{navLinks()}</ul>
        </nav>

        <div className="hidden items-center gap-2 lg:flex">
          <SocialLink />
          <Button variant="ghost" onClick={onContact}>
            Contact
          </Button>
          <Link to={paths.login} className={buttonVariants({ variant: 'outline' })}>
            Login
          </Link>
          <Link to={paths.signup} className={buttonVariants()}>
            Sign Up
          </Link>
        </div>

        <Button
          variant="ghost"
          size="icon"
          className="lg:hidden"
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <svg
            viewBox="0 0 24 24"
            aria-hidden="true"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          >
            {menuOpen ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
          </svg>
        </Button>
      </div>

      {menuOpen ? (
        <div id="mobile-menu" className="border-line bg-surface border-t px-4 pt-2 pb-4 lg:hidden">
          <nav aria-label="Sections">
            <ul className="flex flex-col">{navLinks(closeMenu)}</ul>
          </nav>
          <div className="mt-3 grid grid-cols-2 gap-2">
            <Link to={paths.login} className={buttonVariants({ variant: 'outline' })}>
              Login
            </Link>
            <Link to={paths.signup} className={buttonVariants()}>
              Sign Up
            </Link>
            <Button
              variant="ghost"
              onClick={() => {
                closeMenu();
                onContact();
              }}
            >
              Contact
            </Button>
            <SocialLink />
          </div>
        </div>
      ) : null}
    </header>
  );
}

function SocialLink() {
  return (
    <a
      href={SOCIAL_PROFILE.href}
      target="_blank"
      rel="noopener noreferrer"
      className={buttonVariants({ variant: 'ghost' })}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
        <path d="M20.45 20.45h-3.56v-5.57c0-1.33-.02-3.04-1.85-3.04-1.85 0-2.14 1.45-2.14 2.94v5.67H9.35V9h3.41v1.56h.05c.48-.9 1.64-1.85 3.37-1.85 3.6 0 4.27 2.37 4.27 5.46v6.28zM5.34 7.43a2.06 2.06 0 1 1 0-4.13 2.06 2.06 0 0 1 0 4.13zM7.12 20.45H3.56V9h3.56v11.45zM22.22 0H1.77C.79 0 0 .77 0 1.73v20.54C0 23.23.79 24 1.77 24h20.45c.98 0 1.78-.77 1.78-1.73V1.73C24 .77 23.2 0 22.22 0z" />
      </svg>
      <span>LinkedIn</span>
      <span className="sr-only">(opens in a new tab)</span>
    </a>
  );
}

function SiteFooter({ modelName }: { modelName: string }) {
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
      </div>
    </footer>
  );
}
