import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import type { BackendMode } from '@/config/env';

const PRIVACY_TITLE = 'Privacy — Clarity';
const PRIVACY_DESCRIPTION =
  'Where Clarity sends your ideas for each AI choice, what it keeps in this tab, this browser or your account, for how long, and how to delete it.';

/**
 * docs/product.md §4.6: where an idea goes and what is kept. Every sentence describes what the
 * code does (the journey's sessionStorage, the local database, the `ai` and `delete-account`
 * functions, the rate-limit rows); a change there changes this page too. A plain component with
 * no data to fetch, so it can be rendered at build time.
 */
export function PrivacyPage({ mode }: { mode: BackendMode }) {
  return (
    <main
      id="main-content"
      tabIndex={-1}
      className="from-brand-50 via-surface-muted to-surface-muted min-h-dvh bg-gradient-to-b px-4 py-10 focus:outline-none sm:py-16"
    >
      <title>{PRIVACY_TITLE}</title>
      <meta name="description" content={PRIVACY_DESCRIPTION} />
      <div className="mx-auto flex w-full max-w-2xl flex-col gap-8">
        <div>
          <Link
            to={paths.home}
            className={buttonVariants({ variant: 'ghost', className: '-ml-3' })}
          >
            <span aria-hidden="true">←</span>
            Back to Clarity
          </Link>
        </div>

        <header className="flex flex-col gap-3">
          <h1 className="font-display text-ink text-3xl font-bold text-balance sm:text-4xl">
            Your ideas and your privacy
          </h1>
          <p className="text-ink-muted text-lg">
            Half-formed ideas are personal. This page says where yours go, what is kept, for how
            long, and how to delete it.
          </p>
        </header>

        <Section title="In short">
          <ul className="flex list-disc flex-col gap-2 pl-5">
            <li>
              Your idea is sent only to the AI you choose; when you are signed in, it is also saved
              to your account.
            </li>
            <li>
              Without an account, your journey stays in this browser tab and is gone when you close
              it.
            </li>
            <li>
              {mode === 'local'
                ? 'This copy of Clarity keeps accounts and saved ideas in this browser, not on a server.'
                : 'This copy of Clarity keeps accounts and saved ideas on its server, so you can reach them from any device.'}
            </li>
            <li>You can delete what is kept at any time.</li>
          </ul>
        </Section>

        <Section title="Where your idea goes">
          <p>
            When you press &lsquo;Let&apos;s go!&rsquo;, Clarity sends the text of your idea to an
            AI so it can be clarified; later steps send it with what was already worked out,
            &lsquo;Break it down&rsquo; sends the step too, and &lsquo;Which idea first?&rsquo;
            sends the ideas you picked. The AI never gets your name or e-mail address. Where your
            idea goes depends on the choice in &lsquo;AI settings&rsquo;, which is kept in this
            browser only.
          </p>
          <Choice name="Clarity’s AI">
            {mode === 'supabase'
              ? 'Your idea goes to Clarity’s server, which adds its instructions and passes it on to the AI service the people who run this copy chose, then streams the answer back. The server does not store your idea. To keep the hourly limit it notes that a request was made, with your account’s id or, without an account, your internet address (for IPv6, only its first half); the note is removed with the first request after it is an hour old. If the AI service answers with an error, that error message is written to the server’s log.'
              : 'This browser sends your idea straight to the AI service the people who run this copy chose. What that service keeps is set by its own terms.'}
          </Choice>
          <Choice name="My own AI service">
            This browser sends your idea straight to the address you entered, with your key if you
            gave one. The key is kept in this browser and sent only to that address, never to
            Clarity’s server. What that service keeps is set by its own terms.
          </Choice>
          <Choice name="A model on this computer">
            Your idea goes to the program running the model on your computer (such as Ollama or LM
            Studio), at a localhost address. It does not leave your computer unless that program
            sends it somewhere.
          </Choice>
          <Choice name="Built into this browser">
            The language model built into your browser answers on this device. Clarity sends your
            idea nowhere.
          </Choice>
          <Choice name="Private AI in this browser">
            A small AI model runs inside this page, on this device. Its file is downloaded once,
            only after you press &lsquo;Download and use&rsquo;, from the address shown (Hugging
            Face, or the address you or this copy of Clarity gave), and that download carries
            nothing about you or your ideas. After that your idea is sent nowhere.
          </Choice>
          <Choice name="No AI (examples only)">
            Your idea is not sent to any AI. You get general examples instead of answers about your
            idea.
          </Choice>
        </Section>

        <Section title="Speaking instead of typing">
          <p>
            &lsquo;Start speaking&rsquo; uses your browser&apos;s own speech recognition. Clarity
            never receives or keeps the sound: only the words that appear in the box, which you can
            still edit before sending. Where the sound is turned into text is up to the browser, and
            the idea box says which for yours. Chrome, for example, sends it to Google&apos;s
            servers; where a browser can do it on this device, Clarity asks it to.
          </p>
        </Section>

        <Section title="What is kept, where, and for how long">
          <Kept place="In this browser tab" span="until you close the tab">
            Your journey — the idea, its clarification, the step you chose, the guide, your ticks,
            sub-steps, skipped steps and time spent — and the ideas you clarified in this visit, so
            a reload loses nothing. An anonymous feedback id for this visit. Signing out clears the
            journey.
          </Kept>
          <Kept place="In this browser" span="until you clear the site’s data">
            Who is signed in, until you sign out
            {mode === 'local' ? ' (a session that ends after 30 days unused)' : ''}, your AI
            settings (with your key, if you entered one), your choices of tone, energy and
            &lsquo;One step at a time&rsquo;, and small notes such as a closed banner. A copy of
            Clarity&apos;s own files, so it opens without a connection — never your ideas or the
            AI&apos;s answers. With &lsquo;Private AI in this browser&rsquo;, its model file, until
            you press &lsquo;Remove the downloaded model&rsquo; in &lsquo;AI settings&rsquo;.
          </Kept>
          {mode === 'local' ? (
            <Kept place="In this browser’s database" span="until you delete it">
              Accounts (e-mail, name, and a scrambled form of the password, never the password
              itself), saved ideas, guides, ticks, sub-steps, time spent, your focus and last
              &lsquo;Which idea first?&rsquo;, and feedback. It stays on this device; anyone who can
              open this browser profile could read it.
            </Kept>
          ) : (
            <Kept place="In your account" span="until you delete it">
              Your e-mail, name, saved ideas, guides, ticks, sub-steps, time spent, your focus and
              last &lsquo;Which idea first?&rsquo;, and the feedback you sent while signed in.
            </Kept>
          )}
          <Kept place="Feedback" span="until it is deleted">
            Your rating, comments, an e-mail address only if you typed one, and your idea (its first
            2,000 characters) only if you left &lsquo;Send my current idea with this feedback&rsquo;
            ticked. Feedback sent without an account is linked to no account, so it cannot be
            deleted from the app. To keep the hourly limit, each message also leaves a note of this
            visit&apos;s feedback id and, if you are signed in, your account&apos;s id; deleting the
            feedback does not remove it, the first message sent after it is an hour old does.
          </Kept>
        </Section>

        <Section title="How to delete it">
          <ul className="flex list-disc flex-col gap-2 pl-5">
            <li>
              <strong className="text-ink">Your saved ideas:</strong> in Settings, open
              &lsquo;Privacy Settings&rsquo; and choose &lsquo;Delete all my data&rsquo;. Every
              idea, guide, tick and the feedback you sent while signed in go at once; the account
              stays.
            </li>
            <li>
              <strong className="text-ink">Your account:</strong> in the same place, &lsquo;Delete
              my account&rsquo; removes the account with everything in it.
              {mode === 'supabase'
                ? ' To limit password guesses, each try there notes your account’s id and your internet address (for IPv6, only its first half); the note is removed with the first try after it is an hour old.'
                : ''}
            </li>
            <li>
              <strong className="text-ink">This tab&apos;s journey:</strong> close the tab, or
              choose &lsquo;Start over with a new idea&rsquo;.
            </li>
            <li>
              <strong className="text-ink">Everything in this browser:</strong> clear this
              site&apos;s data in your browser&apos;s settings. That removes the sign-in and your AI
              settings and key
              {mode === 'local'
                ? ', and every account and idea this browser keeps. It cannot be undone.'
                : '; what your account keeps stays until you delete it as above.'}
            </li>
          </ul>
        </Section>

        <Section title="What Clarity never does">
          <ul className="flex list-disc flex-col gap-2 pl-5">
            <li>It sets no cookies and runs no advertising or tracking scripts.</li>
            <li>It never sends a key you enter to its own server.</li>
            <li>It never records or keeps your voice.</li>
            <li>
              It never sends your idea anywhere you did not choose: only to your AI, your account,
              and feedback you send with it.
            </li>
            <li>
              It never shares a plan by itself: &lsquo;Share&rsquo; puts the idea, its clarification
              and its guide inside a link that you hand on. Anyone with that link can read them; no
              server, Clarity&apos;s included, receives or keeps a copy.
            </li>
          </ul>
        </Section>
      </div>
    </main>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    // The card's look without its module: sharing it would split the first load's chunks anew.
    <section className="rounded-card border-line bg-surface shadow-card flex flex-col gap-4 border p-5 sm:p-6">
      <h2 className="font-display text-ink text-xl font-bold sm:text-2xl">{title}</h2>
      <div className="text-ink-muted flex flex-col gap-4 leading-relaxed">{children}</div>
    </section>
  );
}

function Choice({ name, children }: { name: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-1">
      <h3 className="text-ink font-semibold">{name}</h3>
      <p>{children}</p>
    </section>
  );
}

function Kept({ place, span, children }: { place: string; span: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-1">
      <h3 className="text-ink font-semibold">
        {place} <span className="text-ink-muted font-normal">— {span}</span>
      </h3>
      <p>{children}</p>
    </section>
  );
}
