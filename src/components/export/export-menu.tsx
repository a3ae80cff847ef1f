import { lazy, Suspense, useState } from 'react';
import { buttonVariants } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { toast } from '@/components/ui/toaster';
import {
  fileNameFor,
  toExportDocument,
  startHereAhead,
  unfinishedSteps,
  type ExportDocument,
  type ExportSource,
} from '@/lib/export/document';
import { saveFile } from '@/lib/save-file';
import { PrintView } from './print-view';
import { cn } from '@/lib/cn';
import { Icon } from '@/components/ui/icon';

// The builders (and the calendar's library) load when the person picks an item, never with the page.
const loadMarkdown = () => import('@/lib/export/markdown');
const CalendarDialog = lazy(() =>
  import('./calendar-dialog').then((module) => ({ default: module.CalendarDialog })),
);

const COPY_FAILED = 'Copying did not work here. Try Download Markdown instead.';

async function copy(text: string, done: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(done);
  } catch {
    toast.error(COPY_FAILED);
  }
}

const MARKDOWN_TYPE = 'text/markdown;charset=utf-8';

/** What 'Copy as task list' copied: 'Start here' (while not done) and the steps still to do. */
function taskListCopied(remaining: number, startHere: boolean): string {
  const steps = remaining === 1 ? '1 step' : `${remaining} steps`;
  return startHere
    ? `Copied 'Start here' and ${steps} as a task list.`
    : `Copied ${steps} as a task list.`;
}

/**
 * 'Export' (docs/product.md §5.13): the idea and its guide as Markdown (copied or downloaded), the
 * unfinished steps as a task list or a calendar, or printed. For visitors too: everything happens
 * in the browser, from what the page already shows.
 */
export function ExportMenu({ source, className }: { source: ExportSource; className?: string }) {
  const [calendarOpen, setCalendarOpen] = useState(false);
  const document: ExportDocument = toExportDocument(source);
  const remaining = unfinishedSteps(document).length;
  const startHere = startHereAhead(document) !== null;

  const markdown = async () => (await loadMarkdown()).toMarkdown(document);

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger
          className={cn(buttonVariants({ variant: 'outline' }), 'print:hidden', className)}
        >
          Export
          <Icon name="chevron-down" strokeWidth={2.5} />
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="print:hidden">
          <DropdownMenuItem
            onSelect={() => void markdown().then((text) => copy(text, 'Copied as Markdown.'))}
          >
            Copy as Markdown
          </DropdownMenuItem>
          <DropdownMenuItem
            onSelect={() =>
              void markdown().then((text) =>
                saveFile(new File([text], fileNameFor(document, 'md'), { type: MARKDOWN_TYPE })),
              )
            }
          >
            Download Markdown
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem
            disabled={remaining === 0}
            onSelect={() =>
              void loadMarkdown().then(({ toTaskList }) =>
                copy(toTaskList(document), taskListCopied(remaining, startHere)),
              )
            }
          >
            Copy as task list
          </DropdownMenuItem>
          <DropdownMenuItem disabled={remaining === 0} onSelect={() => setCalendarOpen(true)}>
            Download calendar (.ics)
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          {/* After the menu has closed, so that it is not in the printout. */}
          <DropdownMenuItem onSelect={() => setTimeout(() => window.print(), 0)}>
            Print
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <PrintView document={document} />
      {calendarOpen ? (
        <Suspense fallback={null}>
          <CalendarDialog document={document} open onOpenChange={setCalendarOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
