import { RECENT_IDEA_DESCRIPTION_MAX, RECENT_IDEA_TITLE_MAX } from '@/config/constants';
import { truncate, type RecentIdea } from '@/features/journey/model/storage';

/** docs/product.md §4.5: the session's last few ideas on landing, newest first. */
export function RecentIdeas({ ideas }: { ideas: RecentIdea[] }) {
  if (ideas.length === 0) return null;
  return (
    <section aria-labelledby="recent-ideas-heading" className="mx-auto w-full max-w-3xl px-4">
      <h2 id="recent-ideas-heading" className="font-display text-ink mb-4 text-xl font-bold">
        Your recent ideas
      </h2>
      <ul className="flex flex-col gap-3">
        {ideas.map((idea) => (
          <li key={idea.id} className="rounded-card border-line bg-surface shadow-card border p-4">
            <div className="flex items-start justify-between gap-3">
              <p className="text-ink font-semibold break-words" dir="auto">
                {truncate(idea.text, RECENT_IDEA_TITLE_MAX)}
              </p>
              <span className="text-ink-subtle shrink-0 text-xs">Just now</span>
            </div>
            {idea.problem ? (
              <p className="text-ink-muted mt-1 text-sm break-words" dir="auto">
                {truncate(idea.problem, RECENT_IDEA_DESCRIPTION_MAX)}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
      <p className="text-ink-subtle mt-3 text-sm">
        Kept in this browser tab only. Sign up to save your ideas.
      </p>
    </section>
  );
}
