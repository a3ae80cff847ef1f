import { sectionIds } from '@/config/paths';
import { sectionTitle } from './landing-section';
import { STATS } from '@/features/landing/model/content';

/** Where Clarity comes from, and its numbers. */
export function AboutSection() {
  return (
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
              Clarity started in a student dorm. Our founder has ADHD, and for years the best ideas
              arrived at the worst moments — twenty tabs open, three notebooks half-filled, and no
              idea where to begin.
            </p>
            <p>
              The problem was never a lack of ideas. It was turning a storm of thoughts into one
              clear next step. So we built the tool we wished we had: a calm place to pour an idea
              out, see it structured, and know exactly what to do next.
            </p>
            <p>Clarity is built by students, for thinkers — and shaped by the people who use it.</p>
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
  );
}
