import { useId, useState } from 'react';
import { cn } from '@/lib/cn';

interface FaqListProps {
  items: readonly { question: string; answer: string }[];
}

/**
 * docs/product.md §4.3: one answer open at a time; choosing the open question closes it. A plain
 * disclosure list (button + region, as in the WAI-ARIA accordion pattern) rather than the Radix
 * accordion, which would put about 8 KB more into the first page load.
 */
export function FaqList({ items }: FaqListProps) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const baseId = useId();

  return (
    <div className="divide-line rounded-card border-line bg-surface shadow-card divide-y border px-5">
      {items.map((item, index) => {
        const open = openIndex === index;
        const buttonId = `${baseId}-q${index}`;
        const panelId = `${baseId}-a${index}`;
        return (
          <div key={item.question}>
            <h3 className="flex">
              <button
                type="button"
                id={buttonId}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenIndex(open ? null : index)}
                className="group min-h-target text-ink hover:text-brand-800 flex flex-1 items-center justify-between gap-4 py-4 text-left font-semibold"
              >
                {item.question}
                <svg
                  viewBox="0 0 24 24"
                  aria-hidden="true"
                  className={cn(
                    'text-ink-subtle size-5 shrink-0 transition-transform duration-200',
                    open && 'rotate-180',
                  )}
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                >
                  <path d="M6 9l6 6 6-6" />
                </svg>
              </button>
            </h3>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              hidden={!open}
              className="text-ink-muted pb-4 leading-relaxed"
            >
              {item.answer}
            </div>
          </div>
        );
      })}
    </div>
  );
}
