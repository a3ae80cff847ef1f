import { IdeasScreen } from '@/features/ideas/components/ideas-screen';
import { KeepDataLine } from '@/features/keep-data/components/keep-data-line';
import { ShelfSection } from '@/features/portfolio/components/shelf-section';
import { TriageLauncher } from '@/features/portfolio/components/triage-launcher';

/**
 * My Ideas, with where the ideas are kept (another feature) under the list, and the portfolio's
 * parts (another feature): the shelf above the list, and 'Which idea first?' on the 'Filter' row
 * (its hint only where there is room beside it).
 */
export default function IdeasRoute() {
  return (
    <IdeasScreen
      notice={<KeepDataLine />}
      aside={<ShelfSection />}
      tools={
        <>
          <TriageLauncher />
          <p className="text-ink-muted hidden text-sm sm:block">
            Not sure where to start? Compare a few ideas.
          </p>
        </>
      }
    />
  );
}
