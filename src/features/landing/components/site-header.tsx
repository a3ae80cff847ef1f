import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { NAV_LINKS, SOCIAL_PROFILE } from '@/features/landing/model/content';

export function SiteHeader({ onContact }: { onContact: () => void }) {
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
