import { RECENT_IDEA_DESCRIPTION_MAX, RECENT_IDEA_TITLE_MAX } from '@/config/constants';
import { truncate, type RecentIdea } from '@/features/journey/model/storage';

/** Spec §2: the session's last few ideas on landing, newest first. */
export function RecentIdeas({ ideas }: { ideas: RecentIdea[] }) {
  if (ideas.length === 0) return null;
  return (
    <section aria-labelledby="recent-ideas-heading" className="mx-auto w-full max-w-3xl px-4">
      <h2 id="recent-ideas-heading" className="mb-4 font-display text-xl font-bold text-ink">
        Your recent ideas
      </h2>
      <ul className="flex flex-col gap-3">
        {ideas.map((idea) => (
          <li key={idea.id} className="rounded-card border border-line bg-surface p-4 shadow-card">
            <div className="flex items-start justify-between gap-3">
              <p className="font-semibold break-words text-ink">{truncate(idea.text, RECENT_IDEA_TITLE_MAX)}</p>
              <span className="shrink-0 text-xs text-ink-subtle">Just now</span>
            </div>
            <p className="mt-1 text-sm break-words text-ink-muted">{truncate(idea.problem, RECENT_IDEA_DESCRIPTION_MAX)}</p>
          </li>
        ))}
      </ul>
      <p className="mt-3 text-sm text-ink-subtle">Kept in this browser tab only. Sign up to save your ideas.</p>
    </section>
  );
}
