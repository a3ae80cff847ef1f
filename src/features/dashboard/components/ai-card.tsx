import { useState } from 'react';
import { Link } from 'react-router-dom';
import { buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { AI_CHOICE_LABELS, readAiChoice } from '@/lib/ai/choice';

/** Where this browser sends ideas, and the way to 'AI settings'. */
export function AiCard() {
  const [choice] = useState(readAiChoice);
  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby="ai-heading" className="flex flex-col gap-4">
        <div>
          <h2 id="ai-heading" className="text-ink text-lg font-semibold">
            AI
          </h2>
          <p className="text-ink-muted mt-1 text-sm">
            Your ideas are sent to:{' '}
            <strong className="text-ink">{AI_CHOICE_LABELS[choice.kind]}</strong>. This choice is
            kept in this browser only.
          </p>
        </div>
        <Link
          to={paths.aiSettings}
          className={buttonVariants({ variant: 'outline', className: 'justify-start' })}
        >
          AI settings
        </Link>
      </section>
    </Card>
  );
}
